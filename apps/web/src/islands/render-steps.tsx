import { Component, type ReactNode, useSyncExternalStore } from "react";

/**
 * A long form starts in steps (issue #12, item 2): started in one go, the registration or the
 * submission form was one task of 150 ms under Lighthouse's 4× CPU slowdown, most of the page's
 * Total Blocking Time. Each part wrapped in `<RenderStep>` keeps its prerendered markup on screen
 * while `islands.tsx` starts the island, then starts in a task of its own, in step order. The
 * form's controls and its submit button stay disabled until every step has started
 * (`useStepsRendered`, part of `useHydrated`), as they are until hydration.
 *
 * How: a step not yet reached suspends (throws a promise), and Preact keeps the DOM node a
 * suspended part would have claimed, then renders into it once the promise resolves (Preact 11,
 * `diff`'s "resume into the DOM that was kept while suspended"). The boundary is `StepBoundary`:
 * a component with Preact's suspense-boundary method, `__c` (`_childDidSuspend` before Preact's
 * property mangling); Preact's React layer (`preact/compat`, loaded by every island page for the
 * toaster's `Suspense`) calls it. Unlike `Suspense`, which would swap the markup for its fallback
 * outside hydration, it leaves the markup in place and only re-renders the part when its step
 * comes. A part must render exactly one element, the one it keeps on screen while waiting.
 *
 * Under React (the prerender, the admin area) no step is ever waited for: `RenderStep` renders
 * its children, and `StepBoundary`'s method is never called.
 */

type Waiter = { promise: Promise<void>; resolve: () => void };

/** True while `startInSteps` starts an island. */
let starting = false;
/** The highest step allowed to render so far. */
let released = 0;
const waiters = new Map<number, Waiter>();
const listeners = new Set<() => void>();

function waiterFor(step: number): Waiter {
  let waiter = waiters.get(step);
  if (!waiter) {
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    waiter = { promise, resolve };
    waiters.set(step, waiter);
  }
  return waiter;
}

/**
 * Starts an island (`mount`, Preact's synchronous render), then lets the steps it waits for
 * render, one per task (`nextTask`), and marks it started, in a task of its own too (enabling a
 * form's fields restyles all of them). A part renders in the task its step is released in, so a
 * step nested in it is waited for by the time the next task starts.
 */
export async function startInSteps(
  mount: () => void,
  nextTask: () => Promise<void>,
): Promise<void> {
  starting = true;
  released = 0;
  mount();
  // Checked at the start of a task: the parts released in the task before have rendered by
  // then, and registered the steps nested in them.
  if (waiters.size > 0) {
    for (await nextTask(); waiters.size > 0; await nextTask()) {
      released += 1;
      for (const [step, waiter] of waiters) {
        if (step > released) continue;
        waiters.delete(step);
        waiter.resolve();
      }
    }
  }
  starting = false;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** False while an island's steps are still starting; true otherwise (and under React). */
export function useStepsRendered(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !starting,
    () => true,
  );
}

type SuspendedVNode = { __c?: { forceUpdate: () => void } };

/** Preact's suspense boundary, without a fallback: see the module's comment. */
class StepBoundary extends Component<{ children: ReactNode }> {
  __c(promise: PromiseLike<unknown>, suspended: SuspendedVNode) {
    const part = suspended.__c;
    promise.then(() => part?.forceUpdate());
  }

  override render() {
    return this.props.children;
  }
}

function Deferred({ step, children }: { step: number; children: ReactNode }) {
  if (starting && step > released) throw waiterFor(step).promise;
  return children;
}

/** Renders `children` (one element) at step `step` of its island's start (see above). */
export function RenderStep({ step, children }: { step: number; children: ReactNode }) {
  return (
    <StepBoundary>
      <Deferred step={step}>{children}</Deferred>
    </StepBoundary>
  );
}
