// Text typed into a prerendered form before hydration is in the DOM but not in React's state: React keeps
// the field's DOM value while hydrating and would wipe it on the next render. Once hydrated, each such field
// is given its text again as a real input event, so the form's state takes it.
const nativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');

export function replayTypedInput(container: HTMLElement): void {
  for (const input of container.querySelectorAll<HTMLInputElement>('input')) {
    const typed = input.value;
    if (typed === (input.getAttribute('value') ?? '') || input.type === 'hidden') continue;
    // Through React's own value property (which remembers the last value it saw) to empty, then through
    // the browser's to the typed text: React's change detection then sees the input event as a change.
    input.value = '';
    nativeValue?.set?.call(input, typed);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
