import { createContext, runInContext, type Context } from 'node:vm';

/** A listener a page's script gave: called with the event, never read. */
type Listener = (event: unknown) => void;

/** Where elements are: told when they join or leave the page, and which one has the focus. */
interface Owner {
  attached(node: FakeElement): void;
  detached(node: FakeElement): void;
  focused: FakeElement | null;
}

const unescape = (text: string) =>
  text.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));

/** The attributes of a page's `<body>` and its inline script. */
export function pageParts(html: string): { body: Record<string, string>; script: string | null } {
  const tag = /<body([^>]*)>/.exec(html)?.[1] ?? '';
  const body = Object.fromEntries(
    [...tag.matchAll(/\s([\w-]+)="([^"]*)"/g)].map((m) => [m[1] ?? '', unescape(m[2] ?? '')]),
  );
  return { body, script: /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? null };
}

/** Just enough of a DOM element for the stand-in's scripts. */
export class FakeElement {
  readonly attributes = new Map<string, string>();
  readonly children: FakeElement[] = [];
  readonly listeners = new Map<string, Listener[]>();
  readonly style: Record<string, string> = {};
  readonly classes = new Set<string>();
  readonly classList = {
    add: (...names: string[]) => {
      for (const name of names) this.classes.add(name);
    },
    remove: (...names: string[]) => {
      for (const name of names) this.classes.delete(name);
    },
    contains: (name: string) => this.classes.has(name),
  };
  readonly nodeType = 1;
  parentNode: FakeElement | null = null;
  contentWindow: object | null = null;
  name = '';
  title = '';
  src = '';
  id = '';
  value = '';
  textContent = '';
  disabled = false;
  tabIndex = 0;
  constructor(
    readonly tagName: string,
    private readonly owner: Owner,
  ) {}
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  appendChild(child: FakeElement) {
    child.parentNode = this;
    this.children.push(child);
    this.owner.attached(child);
    return child;
  }
  removeChild(child: FakeElement) {
    this.children.splice(this.children.indexOf(child), 1);
    child.parentNode = null;
    this.owner.detached(child);
    return child;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener(type: string, listener: Listener) {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((kept) => kept !== listener),
    );
  }
  fire(type: string, event: Record<string, unknown> = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener({ target: this, ...event });
  }
  focus() {
    this.owner.focused = this;
  }
  blur() {
    if (this.owner.focused === this) this.owner.focused = null;
  }
  /** This element and every element under it. */
  *tree(): Generator<FakeElement> {
    yield this;
    for (const child of this.children) yield* child.tree();
  }
}

/** A window's `message` listeners, and a message posted to it from `origin` by `source`. */
class MessageTarget {
  readonly listeners = new Set<Listener>();
  deliver(data: unknown, origin: string, source: unknown) {
    const copy: unknown = structuredClone(data);
    setTimeout(() => {
      for (const listener of [...this.listeners]) listener({ data: copy, origin, source });
    }, 0);
  }
}

/** What a frame of the stand-in loaded: its address, answer and page. */
export interface LoadedFrame {
  element: FakeElement;
  url: URL;
  status: number;
  headers: Headers;
  html: string;
  /** The card frame's fields, by id (card frames only). */
  fields: Map<string, FakeElement>;
  /** Types into a field of the card frame, as a person does (the field's input event). */
  type(id: string, value: string): void;
  /** Focus moves to a field of the card frame, or out of it (null). */
  moveFocus(id: string | null): void;
  /** The frame's current document (a challenge answered loads the done page). */
  closed: boolean;
}

/**
 * A merchant's page at `appOrigin` running the stand-in of Stripe.js served by the sandbox at
 * `sandbox`, with the frames it opens loaded from the sandbox: the card and controller frames run
 * their own script (its fetch goes to the sandbox), messages cross between the page and its frames
 * with their origins as a browser gives them, and the 3-D Secure challenge is answered by posting
 * its form. Every answer the frames got is kept in `seen`.
 */
export class FakeBrowser {
  readonly seen: string[] = [];
  readonly frames: LoadedFrame[] = [];
  /** Messages a frame posted to an origin other than the page's (none expected). */
  readonly misdirected: unknown[] = [];
  private readonly messages = new MessageTarget();
  readonly owner: Owner = {
    attached: (node) => {
      for (const element of node.tree()) {
        if (element.tagName === 'iframe') void this.open(element);
      }
    },
    detached: (node) => {
      for (const element of node.tree()) {
        if (element.tagName === 'iframe') {
          element.contentWindow = null;
          for (const frame of this.frames) if (frame.element === element) frame.closed = true;
        }
      }
    },
    focused: null,
  };
  readonly body = new FakeElement('body', this.owner);
  readonly head = new FakeElement('head', this.owner);
  readonly selectors = new Map<string, FakeElement>();
  readonly window: Context;

  constructor(
    readonly appOrigin: string,
    readonly sandbox: string,
    script: string,
    scriptPath: string,
  ) {
    const document = {
      currentScript: { src: `${sandbox}${scriptPath}` },
      body: this.body,
      head: this.head,
      documentElement: this.body,
      activeElement: null,
      createElement: (tag: string) => new FakeElement(tag, this.owner),
      querySelector: (selector: string) => this.selectors.get(selector) ?? null,
      querySelectorAll: () => [],
    };
    const global: Record<string, unknown> = {
      document,
      location: { origin: appOrigin, href: `${appOrigin}/` },
      URL,
      setTimeout,
      addEventListener: (type: string, listener: Listener) => {
        if (type === 'message') this.messages.listeners.add(listener);
      },
      removeEventListener: (type: string, listener: Listener) => {
        if (type === 'message') this.messages.listeners.delete(listener);
      },
    };
    global.window = global;
    this.window = createContext(global);
    runInContext(script, this.window);
  }

  /** A container of the page that `mount('#id')` finds. */
  container(selector: string): FakeElement {
    const element = new FakeElement('div', this.owner);
    this.selectors.set(selector, element);
    this.body.appendChild(element);
    return element;
  }

  /** Runs code in the page, as its own script would. */
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names what its code gives back
  run<T>(code: string): T {
    return runInContext(code, this.window) as T;
  }

  /** Waits for what `check` finds, or fails after a while. */
  async until<T>(check: () => T | null | undefined | false): Promise<T> {
    for (let i = 0; i < 200; i += 1) {
      const found = check();
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('never happened');
  }

  /** The frame the page opened at a path of the sandbox (the latest), once loaded. */
  frame(path: string): Promise<LoadedFrame> {
    return this.until(() =>
      [...this.frames].reverse().find((frame) => frame.url.pathname === path && !frame.closed),
    );
  }

  private async open(element: FakeElement) {
    const url = new URL(element.src);
    const frameWindow = {
      postMessage: (message: unknown, targetOrigin: string) => {
        if (targetOrigin !== this.sandbox) throw new Error(`posted to ${targetOrigin}`);
        inbox.deliver(message, this.appOrigin, parentWindow);
      },
    };
    element.contentWindow = frameWindow;
    const inbox = new MessageTarget();
    const parentWindow = {
      postMessage: (message: unknown, targetOrigin: string) => {
        if (element.contentWindow !== frameWindow) return;
        if (targetOrigin !== this.appOrigin) {
          this.misdirected.push(message);
          return;
        }
        this.messages.deliver(message, this.sandbox, frameWindow);
      },
    };
    const answer = await fetch(url);
    const html = await answer.text();
    this.seen.push(url.toString(), html);
    const fields = new Map<string, FakeElement>();
    const focus: Owner = { attached: () => undefined, detached: () => undefined, focused: null };
    const documentListeners = new Map<string, Listener[]>();
    const frame: LoadedFrame = {
      element,
      url,
      status: answer.status,
      headers: answer.headers,
      html,
      fields,
      closed: false,
      type: (id, value) => {
        const field = fields.get(id);
        if (!field) throw new Error(`no field ${id}`);
        field.value = value;
        field.fire('input');
      },
      moveFocus: (id) => {
        const from = focus.focused;
        const to = id === null ? null : (fields.get(id) ?? null);
        if (from !== null) {
          focus.focused = null;
          for (const listener of documentListeners.get('focusout') ?? [])
            listener({ target: from, relatedTarget: to });
        }
        focus.focused = to;
        if (to !== null) {
          for (const listener of documentListeners.get('focusin') ?? []) listener({ target: to });
        }
      },
    };
    this.frames.push(frame);
    const { body, script } = pageParts(html);
    if (script === null || answer.status !== 200) return;
    for (const id of ['number', 'expiry', 'cvc', 'error']) {
      if (new RegExp(`id="${id}"`).test(html)) {
        const field = new FakeElement(id === 'error' ? 'p' : 'input', focus);
        field.id = id;
        fields.set(id, field);
      }
    }
    this.runFrame(script, body, { inbox, parentWindow, fields, focus, documentListeners });
  }

  /** Runs a frame's page script, its fetch sent to the sandbox. */
  private runFrame(
    script: string,
    body: Record<string, string>,
    frame: {
      inbox: MessageTarget;
      parentWindow: object;
      fields: Map<string, FakeElement>;
      focus: Owner;
      documentListeners: Map<string, Listener[]>;
    },
  ) {
    const sandbox = this.sandbox;
    const seen = this.seen;
    const global: Record<string, unknown> = {
      document: {
        body: { getAttribute: (name: string) => body[name] ?? null },
        getElementById: (id: string) => frame.fields.get(id) ?? null,
        get activeElement() {
          return frame.focus.focused;
        },
        addEventListener: (type: string, listener: Listener) => {
          frame.documentListeners.set(type, [
            ...(frame.documentListeners.get(type) ?? []),
            listener,
          ]);
        },
      },
      location: { origin: sandbox },
      parent: frame.parentWindow,
      URLSearchParams,
      setTimeout,
      fetch: async (path: string, init: RequestInit) => {
        const address = new URL(path, sandbox);
        if (address.origin !== sandbox) throw new Error(`fetch to ${address.origin}`);
        const answer = await fetch(address, init);
        const text = await answer.text();
        seen.push(address.toString(), text);
        return { status: answer.status, json: () => Promise.resolve(JSON.parse(text)) };
      },
      addEventListener: (type: string, listener: Listener) => {
        if (type === 'message') frame.inbox.listeners.add(listener);
      },
    };
    global.window = global;
    runInContext(script, createContext(global));
  }

  /**
   * Answers the bank's challenge open in the page's 3-D Secure frame (its Complete or Fail form,
   * posted as a browser posts it), and runs the page it ends on. Returns that page's answer.
   */
  async answerChallenge(outcome: 'complete' | 'fail'): Promise<{ status: number; html: string }> {
    const challenge = await this.frame('/stripe-js/three-d-secure');
    const form = [
      ...challenge.html.matchAll(/<form method="post" action="([^"]*)">([\s\S]*?)<\/form>/g),
    ]
      .map((m) => ({ action: unescape(m[1] ?? ''), inner: m[2] ?? '' }))
      .find((candidate) => candidate.action.endsWith(`/${outcome}`));
    if (!form) throw new Error('no form');
    const fields = new URLSearchParams(
      [...form.inner.matchAll(/name="([^"]*)" value="([^"]*)"/g)].map((m): [string, string] => [
        unescape(m[1] ?? ''),
        unescape(m[2] ?? ''),
      ]),
    );
    const answer = await fetch(`${this.sandbox}${form.action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
    });
    const html = await answer.text();
    this.seen.push(html);
    const { body, script } = pageParts(html);
    const frameWindow = challenge.element.contentWindow;
    if (script !== null && frameWindow !== null) {
      const parent = {
        postMessage: (message: unknown, targetOrigin: string) => {
          if (targetOrigin !== this.appOrigin) {
            this.misdirected.push(message);
            return;
          }
          this.messages.deliver(message, this.sandbox, frameWindow);
        },
      };
      runInContext(
        script,
        createContext({
          window: { parent },
          document: { body: { getAttribute: (n: string) => body[n] ?? null } },
        }),
      );
    }
    return { status: answer.status, html };
  }
}
