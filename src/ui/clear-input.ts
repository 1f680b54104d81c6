/**
 * Empties an input the way typing would: React's onChange (and so react-hook-form) sees the change whether the
 * input is controlled or not. Then focuses it again.
 */
export function clearInput(input: HTMLInputElement | null): void {
  if (!input) return;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, '');
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.focus();
}
