/**
 * Who asked for the demo modal. Lives in the main bundle (it is tiny); the modal itself is
 * loaded on demand by DemoModalHost the first time somebody asks for it.
 */
import { useSyncExternalStore } from 'react';

export interface DemoModalRequest {
  /** Element to give focus back to when the modal closes. */
  trigger: HTMLElement | null;
}

let request: DemoModalRequest | null = null;
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((listener) => listener());
}

export function openDemoModal(trigger: HTMLElement | null = null): void {
  if (request) return;
  request = { trigger };
  emit();
}

export function closeDemoModal(): void {
  if (!request) return;
  const { trigger } = request;
  request = null;
  emit();
  // Focus goes back where it came from. A trigger inside the closed mobile menu is gone: then
  // the navbar button, or below the breakpoint (where that one is hidden) the menu button.
  // (The closed menu is only visibility: hidden, so offsetParent alone would not tell.)
  const visible = (element: HTMLElement | null): element is HTMLElement =>
    !!element &&
    element.isConnected &&
    element.offsetParent !== null &&
    (typeof element.checkVisibility !== 'function' ||
      element.checkVisibility({ checkVisibilityCSS: true }));
  const target = [
    trigger,
    document.querySelector<HTMLElement>('[data-demo-trigger="navbar"]'),
    document.querySelector<HTMLElement>('.navbar__toggle'),
  ].find(visible);
  target?.focus();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDemoModalRequest(): DemoModalRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => request,
    () => null,
  );
}

/** Starts loading the modal's code before the click (hover, focus, touch). */
export function preloadDemoModal(): void {
  void import('./DemoModal');
}
