// The prompt a tool result becomes. The result is model input the model did not write, so each
// fence is longer than any backtick run inside it: a result cannot close its fence early.

export interface ResultContent {
  type: string;
  text?: string;
  mimeType?: string;
  resource?: { uri?: string; text?: string; mimeType?: string };
}

export function fenceFor(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  return '`'.repeat(Math.max(3, longest + 1));
}

function fenced(lang: string, text: string): string {
  const fence = fenceFor(text);
  return `${fence}${lang}\n${text}\n${fence}`;
}

/** Text of a CallToolResult: text parts as they are, other parts named so nothing silently vanishes. */
export function resultText(content: ResultContent[]): string {
  return content
    .map((c) => {
      if (c.type === 'text') return c.text ?? '';
      if (c.type === 'resource' && typeof c.resource?.text === 'string') return c.resource.text;
      return `[${c.type}${c.mimeType ? ` ${c.mimeType}` : ''} not shown]`;
    })
    .join('\n');
}

/**
 * `attached`: lines naming the files the result went into (attachments.ts); with them, an empty
 * text gets no fence. `notes`: parts that could be neither pasted nor attached.
 */
export function formatResult(o: { tool: string; server: string; key: string; isError: boolean; text: string; structured?: unknown; attached?: string; notes?: string[] }): string {
  const header = `Tool result for \`${o.tool}\` (server ${o.server}, call ${o.key.slice(0, 4)}, ${o.isError ? 'error' : 'ok'}):`;
  const parts = [header];
  if (o.text || !o.attached) parts.push(fenced('text', o.text));
  if (o.structured !== undefined && o.structured !== null) parts.push(fenced('json', JSON.stringify(o.structured, null, 2)));
  if (o.attached) parts.push(o.attached);
  parts.push(...(o.notes ?? []));
  return parts.join('\n');
}

export function formatFailure(tool: string, error: string): string {
  return `Tool call \`${tool}\` failed: ${error}`;
}

/** What the "Tell the model" button of a malformed-call card inserts. */
export function correctionPrompt(error: string): string {
  return `Your last tool call was not valid JSON (${error}). Send it again as one \`\`\`json block: {"command": "<tool>", "arguments": {…}}.`;
}
