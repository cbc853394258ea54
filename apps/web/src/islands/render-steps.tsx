import { Component, type ReactNode, useSyncExternalStore } from "react";

/**
 * A long form starts in steps (issue #12, item 2): started in one go, the registration or the
 * submission form was one task of 150 ms under Lighthouse's 4× CPU slowdown, most of the page's
 * Total Blocking Time. Each part wrapped in `<RenderStep>` keeps its prerendered markup on screen
 * while `islands.tsx` starts the island, then starts in a task of its own, in step order, on that
 * same markup. The form's controls and its submit button stay disabled until every step has
 * started (`useStepsRendered`, part of `useHydrated`), as they are until hydration.
 *
 * How, with Preact's public API only (decision 0041): a part is a `<div class="contents" data-step>`
 * (no box of its own: its children lay out as the wrapper's siblings would) marked with its
 * step. While the island starts, `startInSteps` lifts the waiting parts' children out of their
 * wrappers, starts the island, whose waiting parts render their wrapper empty, and puts the
 * children back in the same task: nothing is painted in between. When its step comes, a part is
 * started as a tree of its own inside its wrapper (`render`, which reuses the markup it finds
 * there) under the island's context (`ContextBridge`, Preact's `getChildContext`), and rendered
 * again each time the part is. A part nested in a waiting part waits the same way inside it.
 *
 * Under React (the prerender, the admin area) no step is ever waited for: `RenderStep` renders
 * its wrapper with its children.
 */

/** Starts a tree on the markup inside `element` (the islands' `mountIsland`); null unmounts. */
type Mount = (element: HTMLElement, tree: ReactNode) => void;

/** True while `startInSteps` starts an island. */
let starting = false;
/** The highest step allowed to render so far. */
let released = 0;
/** The island's `mount`, for the parts started later. */
let mountPart: Mount;
/** The parts waiting for their step. */
const waiting = new Map<RenderStep, number>();
const listeners = new Set<() => void>();

/**
 * Runs `start` with the children of the waiting parts' wrappers under `root` lifted out, then
 * puts them back, in the same task.
 */
function keepingWaitingParts(root: HTMLElement, start: () => void): void {
  const lifted = Array.from(
    root.querySelectorAll<HTMLElement>("[data-step]"),
    (wrapper) => [wrapper, Array.from(wrapper.childNodes)] as const,
  ).filter(([wrapper]) => Number(wrapper.dataset.step) > released);
  for (const [wrapper] of lifted) wrapper.replaceChildren();
  try {
    start();
  } finally {
    for (const [wrapper, children] of lifted) wrapper.replaceChildren(...children);
  }
}

/**
 * Starts `island` in `element` (`mount`, Preact's synchronous render), then lets the parts that
 * wait start, one step per task (`nextTask`), and marks it started, in a task of its own too
 * (enabling a form's fields restyles all of them). A part starts in the task its step is released
 * in, so a part nested in it is waiting by the time the next task starts.
 */
export async function startInSteps(
  element: HTMLElement,
  island: ReactNode,
  mount: Mount,
  nextTask: () => Promise<void>,
): Promise<void> {
  starting = true;
  released = 0;
  mountPart = mount;
  keepingWaitingParts(element, () => mount(element, island));
  // Checked at the start of a task: the parts released in the task before have started by
  // then, and registered the parts nested in them.
  if (waiting.size > 0) {
    for (await nextTask(); waiting.size > 0; await nextTask()) {
      released += 1;
      for (const [part, step] of waiting) {
        if (step > released) continue;
        waiting.delete(part);
        part.start();
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

/**
 * Hands the island's context (Preact's map of providers, a class component's `context`) to a
 * part started as a tree of its own, so that its hooks read the form's providers.
 */
class ContextBridge extends Component<{ value: unknown; children: ReactNode }> {
  getChildContext() {
    return this.props.value;
  }

  override render() {
    return this.props.children;
  }
}

/** Renders `children` at step `step` of its island's start (see above). */
export class RenderStep extends Component<{ step: number; children: ReactNode }> {
  /** 1 while it waits for its step (decided once, while its island starts), 2 once started. */
  phase = starting && this.props.step > released ? 1 : 0;
  wrapper?: HTMLElement | null;

  /** Its step has come: the part starts on the markup in its wrapper. */
  start(): void {
    this.phase = 2;
    keepingWaitingParts(this.wrapper as HTMLElement, () => this.componentDidUpdate());
  }

  override componentDidMount() {
    if (this.phase) waiting.set(this, this.props.step);
  }

  /** A started part is rendered again with the part. */
  override componentDidUpdate() {
    if (this.phase > 1) {
      mountPart(
        this.wrapper as HTMLElement,
        <ContextBridge value={this.context}>{this.props.children}</ContextBridge>,
      );
    }
  }

  override componentWillUnmount() {
    waiting.delete(this);
    if (this.phase > 1) mountPart(this.wrapper as HTMLElement, null);
  }

  override render() {
    return (
      <div
        className="contents"
        data-step={this.props.step}
        ref={(wrapper) => {
          this.wrapper = wrapper;
        }}
      >
        {this.phase ? null : this.props.children}
      </div>
    );
  }
}
