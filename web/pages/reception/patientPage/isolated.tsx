// A catalogue text with a value in it ("Unterschrieben am {date}") is a function returning one string, so the
// value could not be wrapped in <bdi>. Calling it with a marker finds the value's place: a date, a number or
// a practice's name then keeps its own direction inside Arabic or Persian text.
const MARK = '\uE000';

/** The text before and after the value, or null when the text does not contain it. */
export function textAround(format: (value: string) => string): [string, string] | null {
  const whole = format(MARK);
  const at = whole.indexOf(MARK);
  if (at === -1 || whole.indexOf(MARK, at + 1) !== -1) return null;
  return [whole.slice(0, at), whole.slice(at + MARK.length)];
}

/** `format(value)` with the value in a <bdi>. */
export function WithIsolated({ format, value }: { format: (value: string) => string; value: string }) {
  const around = textAround(format);
  if (!around) return <>{format(value)}</>;
  return (
    <>
      {around[0]}
      <bdi>{value}</bdi>
      {around[1]}
    </>
  );
}
