// What a call gives back, whichever the transport: a result, or a TabRelayError with the stable code.

export class TabRelayError extends Error {
  /**
   * @param {string} code stable code (README, "Troubleshooting"), e.g. TAB_NOT_FOUND
   * @param {string} message what happened and what to do, as the bridge said it
   * @param {{status?: number, tool?: string}} [details]
   */
  constructor(code, message, { status, tool } = {}) {
    super(`${code}: ${message}`);
    this.name = 'TabRelayError';
    this.code = code;
    this.detail = message;
    this.status = status;
    this.tool = tool;
  }
}

/** One result shape for both transports: MCP's embedded resource is flattened as REST sends it. */
export function toResult(content = [], structuredContent) {
  const items = content.map((c) => (c.type === 'resource' && c.resource
    ? { type: 'resource', uri: c.resource.uri, mimeType: c.resource.mimeType, text: c.resource.text }
    : c));
  const text = items.filter((c) => c.type === 'text').map((c) => c.text).join('\n');
  return { content: items, structuredContent, text };
}
