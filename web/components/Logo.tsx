import { HeartPulse } from 'lucide-react';
import { useState } from 'react';
import { generalTexts } from '../../common/texts/general.ts';

const SIZE_CLASSES = {
  sm: 'size-8',
  lg: 'size-14',
} as const;

interface LogoProps {
  size?: keyof typeof SIZE_CLASSES;
}

/** The Praxisdesk mark; if the image cannot be loaded, a drawn icon stands in (spec 000 §2). */
export function Logo({ size = 'lg' }: LogoProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const sizeClass = SIZE_CLASSES[size];

  if (imageFailed) {
    return (
      <span
        role="img"
        aria-label={generalTexts.logoAlt}
        className={`${sizeClass} inline-flex items-center justify-center rounded-xl bg-primary text-primary-foreground`}
      >
        <HeartPulse aria-hidden="true" className="size-3/5" />
      </span>
    );
  }
  return (
    <img
      src="/logo.svg"
      alt={generalTexts.logoAlt}
      className={sizeClass}
      onError={() => setImageFailed(true)}
    />
  );
}
