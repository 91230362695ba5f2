// The prompt the chip's "insert tool instructions" puts in the composer: the exact call format
// and every enabled tool, so the model knows what it may ask for and how.

import type { ToolInfo } from './types';

export function instructionsPrompt(tools: ToolInfo[]): string {
  const lines = [
    'You can use tools on my computer through the TabRelay browser extension. To call one, answer with exactly one fenced block like this and nothing after it:',
    '```json',
    '{"command": "<tool name>", "arguments": {<arguments as the tool\'s schema says>}}',
    '```',
    'Several blocks in one answer run in order. Wait for my next message: it holds the result ("Tool result for …"). If two servers have a tool of the same name, write it as <server>__<tool>.',
    '',
    'Tools:',
  ];
  for (const tool of tools) {
    lines.push(`- ${tool.name} (server ${tool.server}): ${tool.description.replace(/\s+/g, ' ').trim()}`);
    if (tool.inputSchema) lines.push(`  arguments schema: ${JSON.stringify(tool.inputSchema)}`);
  }
  if (tools.length === 0) lines.push('- (none enabled right now)');
  lines.push('- send_artifact_to_mcp (claude.ai): send an artifact of this conversation to a tool. Arguments: {"artifact": "<id or title>", "tool": "save_data" (default), "server"?: "<server>", "contentArgument"?: "content", "arguments"?: {…}}');
  lines.push('- retrieve_file_from_mcp: attach a file from a tool to this conversation. Arguments: {"filename": "<name>", "tool": "get_file" (default), "server"?: "<server>", "arguments"?: {…}}');
  return lines.join('\n');
}
