/**
 * Who asked for the demo modal. Lives in the main bundle (it is tiny); the modal itself is
 * loaded on demand by DemoModalHost the first time somebody asks for it.
 */
import { useSyncExternalStore, type ComponentType } from 'react';

export type DemoModalComponent = ComponentType<{ onClosed: () => void }>;

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

// One import expression for both tries: two would make the bundler emit the modal twice, in two
// chunks, and the retry would fetch the other copy.
const importDemoModal = () => import('./DemoModal');
let loading: Promise<DemoModalComponent> | null = null;
let loaded: DemoModalComponent | null = null;

/**
 * Loads the modal's code, retrying once: a chunk request that failed (a dropped connection)
 * is made again by the bundler's runtime on the next import. If the retry fails too the promise
 * rejects, and a later call starts over.
 */
export function loadDemoModal(): Promise<DemoModalComponent> {
  loading ??= importDemoModal()
    .catch(importDemoModal)
    .then(
      (module) => {
        loaded = module.default;
        return loaded;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
  return loading;
}

/** The modal's component once its code has loaded. */
export function loadedDemoModal(): DemoModalComponent | null {
  return loaded;
}

/** Starts loading the modal's code before the click (hover, focus, touch). */
export function preloadDemoModal(): void {
  // A failure here is not the visitor's yet: the click loads again and reports it.
  loadDemoModal().catch(() => undefined);
}
