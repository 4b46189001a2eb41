/**
 * Brings the markup that the search plugin and autocomplete.js generate up to ARIA 1.2, which
 * is what screen readers and axe expect. Idempotent: it runs on every change of the search box.
 */
export interface SearchLabels {
  /** Accessible name of the input (the plugin hard-codes aria-label="Search"). */
  input: string;
  /** Accessible name of the «✕» button that clears the query. */
  clear: string;
}

function setAttribute(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

export function repairSearchAria(container: Element, labels: SearchLabels): void {
  const input = container.querySelector('input');
  if (input) {
    setAttribute(input, 'aria-label', labels.input);
    // ARIA 1.2 combobox: the popup is named by aria-controls (autocomplete.js sets aria-owns).
    const owns = input.getAttribute('aria-owns');
    if (owns) setAttribute(input, 'aria-controls', owns);
  }

  for (const button of Array.from(container.querySelectorAll('button:not([aria-label])'))) {
    if (button.textContent?.trim() === '✕') button.setAttribute('aria-label', labels.clear);
  }

  // A listbox may hold options only. The plugin puts two other things in it: the «all results»
  // link under the hits (a link may take the option role) and the «nothing found» message
  // (shown as a disabled option).
  for (const listbox of Array.from(container.querySelectorAll('[role="listbox"]'))) {
    for (const link of Array.from(listbox.querySelectorAll('a[href]:not([role])'))) {
      link.setAttribute('role', 'option');
    }
    for (const dataset of Array.from<Element>(listbox.children)) {
      for (const child of Array.from<Element>(dataset.children)) {
        const holdsOptions = child.querySelector('[role="option"]') !== null;
        if (!holdsOptions && !child.hasAttribute('role') && child.textContent?.trim()) {
          child.setAttribute('role', 'option');
          child.setAttribute('aria-disabled', 'true');
        }
      }
    }
  }
}
