import type { ErrorCode } from './generated/types.js';

/** Codes only a client sees: no daemon answered, or its answer was not TabRelay's. */
export type ClientErrorCode = 'DAEMON_UNREACHABLE' | 'PROTOCOL_ERROR';

/** A refused or failed call. `code` is stable: branch on it, never on the message. */
export declare class TabRelayError extends Error {
  constructor(code: string, message: string, details?: { status?: number; tool?: string });
  readonly name: 'TabRelayError';
  /** The bridge's code (README, "Troubleshooting"), a client-side one, or an HTTP refusal such as UNAUTHORIZED. */
  readonly code: ErrorCode | ClientErrorCode | (string & {});
  /** The message without its code: what happened and what to do. */
  readonly detail: string;
  /** The HTTP status, when the refusal came as one. */
  readonly status?: number;
  /** The tool that was called. */
  readonly tool?: string;
}

/** One item of a tool's answer. MCP's embedded resources are flattened as REST sends them. */
export type Content =
  | { type: 'text'; text: string }
  | { type: 'image'; mimeType: string; data: string }
  | { type: 'resource'; uri: string; mimeType?: string; text?: string };

/** A tool's answer. */
export interface ToolResult<S = Record<string, unknown>> {
  content: Content[];
  /** Structured content, shaped by the tool's output schema when it has one. */
  structuredContent?: S;
  /** All text items joined by newlines: the Markdown of browser_extract, for example. */
  text: string;
}

export declare function toResult(content?: unknown[], structuredContent?: unknown): ToolResult;
