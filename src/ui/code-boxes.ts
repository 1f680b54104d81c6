/** Pure logic of the six-box code input (spec §5). A box holds one digit or ''. */

export const onlyDigits = (text: string): string => text.replace(/\D/g, '');

/** Boxes for a value: one digit per box from the first, the rest empty; non-digits dropped. */
export function toBoxes(value: string, length: number): string[] {
  const digits = onlyDigits(value);
  return Array.from({ length }, (_, index) => digits[index] ?? '');
}

export function setBox(boxes: readonly string[], index: number, digit: string): string[] {
  return boxes.map((current, i) => (i === index ? digit : current));
}

/**
 * Fills boxes with pasted (or autofilled) digits: from the first box when they make a whole code, else from the
 * current box. Returns the boxes and the box to focus next (after the last one filled).
 */
export function fillBoxes(
  boxes: readonly string[],
  index: number,
  digits: string,
): { boxes: string[]; focus: number } {
  const length = boxes.length;
  const start = digits.length >= length ? 0 : index;
  const used = digits.slice(0, length - start);
  const next = boxes.map((current, i) =>
    i >= start && i < start + used.length ? (used[i - start] ?? '') : current,
  );
  return { boxes: next, focus: Math.min(length - 1, start + used.length) };
}

/**
 * The digit typed into a box that already held `previous` (mobile keyboards type next to it instead of over it):
 * the input's digits without the previous one.
 */
export function typedDigit(digits: string, previous: string): string {
  if (digits.length !== 2 || previous === '') return digits;
  return digits.replace(previous, '') || previous;
}
