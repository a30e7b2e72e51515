import { type ConsentBlock, type ConsentInline, parseConsentMarkup } from '../../common/consent/markup.ts';

// A consent document's text with its simple formatting (common/consent/markup.ts): the same reading for the
// admin's preview and the patient's signing page. React elements only, never HTML from the text.

function Runs({ runs }: { runs: ConsentInline[] }) {
  return runs.map((run, index) =>
    run.bold ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: runs are positional and never reordered
      <strong key={index}>{run.text}</strong>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: runs are positional and never reordered
      <span key={index}>{run.text}</span>
    ),
  );
}

function Block({ block, headingLevel }: { block: ConsentBlock; headingLevel: 3 | 4 }) {
  if (block.type === 'heading') {
    const Heading = headingLevel === 3 ? 'h3' : 'h4';
    return (
      <Heading className="mt-2 text-base font-semibold text-slate-900">
        <Runs runs={block.text} />
      </Heading>
    );
  }
  if (block.type === 'list')
    return (
      <ul className="list-disc space-y-1 ps-6">
        {block.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items are positional and never reordered
          <li key={index}>
            <Runs runs={item} />
          </li>
        ))}
      </ul>
    );
  return (
    <p>
      {block.lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional and never reordered
        <span key={index}>
          {index > 0 && <br />}
          <Runs runs={line} />
        </span>
      ))}
    </p>
  );
}

interface ConsentTextProps {
  text: string;
  /** The level of the text's own headings: one below the document title's. */
  headingLevel?: 3 | 4;
  className?: string;
}

export function ConsentText({ text, headingLevel = 3, className = '' }: ConsentTextProps) {
  return (
    <div className={`flex flex-col gap-3 leading-relaxed text-slate-800 ${className}`}>
      {parseConsentMarkup(text).map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks are positional and never reordered
        <Block key={index} block={block} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
