// Large extraction results stay in the browser; only the part a caller asked for crosses the
// link. A 10 MB page is 20 MB of JSON (markdown and text), more than the bridge takes in one
// message (MAX_MESSAGE_BYTES, 8 MiB by default), and the bridge used to drop the whole link, with
// every other client's calls, when one came. So the bridge sends its budget (`maxChars`) with
// extract.tab/extract.url; a longer markdown or text is cut here, the full strings are held, and
// the bridge's cursor reads the next part with extract.part (docs/protocol.md).

/** As long as the bridge keeps a cursor (OutputBudget.TTL). */
export const HOLD_MS = 10 * 60_000;
/** Held text across all results, in UTF-16 units (about 128 MB): the oldest go first. */
export const MAX_HELD_CHARS = 64 * 1024 * 1024;
/** Links and images listed in metadata at most: a page of 100 000 links would otherwise fill the message alone. */
export const MAX_LIST = 1000;

export type PartField = 'markdown' | 'text';

export interface Part {
  text: string;
  from: number;
  to: number;
  total: number;
}

interface Held {
  fields: Record<PartField, string>;
  at: number;
  size: number;
}

/** `s` from `from`, at most `max` units, never ending inside a surrogate pair. */
export function slice(s: string, from: number, max: number): Part {
  let to = Math.min(s.length, from + max);
  if (to < s.length && to > from + 1 && isHighSurrogate(s.charCodeAt(to - 1))) to--;
  return { text: s.slice(from, to), from, to, total: s.length };
}

function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

export class PartStore {
  private readonly held = new Map<string, Held>();
  private size = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {}

  /** Keeps the full texts; returns the id extract.part reads them by. */
  hold(fields: Record<PartField, string>): string {
    this.expire();
    const id = this.newId();
    const size = fields.markdown.length + fields.text.length;
    this.held.set(id, { fields, at: this.now(), size });
    this.size += size;
    // Maps iterate in insertion order: the first entries are the oldest.
    for (const [oldId, old] of this.held) {
      if (this.size <= MAX_HELD_CHARS || oldId === id) break;
      this.drop(oldId, old);
    }
    return id;
  }

  /** The part of a held field from `from`; null when the id is unknown or expired. */
  read(id: string, field: PartField, from: number, max: number): Part | null {
    this.expire();
    const held = this.held.get(id);
    if (!held) return null;
    const s = held.fields[field];
    return slice(s, Math.min(from, s.length), max);
  }

  get heldChars(): number {
    return this.size;
  }

  private expire(): void {
    const oldest = this.now() - HOLD_MS;
    for (const [id, held] of this.held) {
      if (held.at > oldest) break;
      this.drop(id, held);
    }
  }

  private drop(id: string, held: Held): void {
    this.held.delete(id);
    this.size -= held.size;
  }
}

interface Budgetable {
  markdown: string;
  text: string;
  metadata: { links: unknown[]; images: unknown[] };
}

export type Budgeted<T> = T & { parts?: { id: string; markdown: number; text: number } };

/**
 * The extraction as it may cross the link: markdown and text cut to `maxChars` each (the bridge
 * shows one of them), the full texts held in `store` when either was cut, lists capped.
 */
export function budgetExtraction<T extends Budgetable>(x: T, maxChars: number, store: PartStore): Budgeted<T> {
  const metadata = { ...x.metadata, links: x.metadata.links.slice(0, MAX_LIST), images: x.metadata.images.slice(0, MAX_LIST) };
  if (x.markdown.length <= maxChars && x.text.length <= maxChars) return { ...x, metadata };
  const id = store.hold({ markdown: x.markdown, text: x.text });
  return {
    ...x,
    metadata,
    markdown: slice(x.markdown, 0, maxChars).text,
    text: slice(x.text, 0, maxChars).text,
    parts: { id, markdown: x.markdown.length, text: x.text.length },
  };
}

/** One store per worker: results live as long as the worker (the bridge's pings keep it up). */
export const parts = new PartStore();
