#!/usr/bin/env node
// A local (stdio) MCP server for the gateway tests, on the official TypeScript SDK: the daemon's
// gateway starts it from mcp-servers.json. Every call is appended to the file named by
// GATEWAY_CALLS (one JSON line: tool, arguments, pid), so a test sees what reached the child and
// which process answered. `crash` ends the process in the middle of its call; `get_file` and
// `save_data` carry the names the chat client's file commands call by default.
import { appendFileSync } from 'node:fs';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const record = (tool, args) => appendFileSync(process.env.GATEWAY_CALLS, `${JSON.stringify({ tool, args, pid: process.pid })}\n`);

const server = new McpServer({ name: 'notes', version: '1.0.0' });
server.registerTool('echo', { description: 'Answers its text', inputSchema: { text: z.string() } }, async ({ text }) => {
  record('echo', { text });
  return { content: [{ type: 'text', text: `echo from pid ${process.pid}: ${text}` }] };
});
server.registerTool('crash', { description: 'Ends this server process mid-call', inputSchema: {} }, async () => {
  record('crash', {});
  process.exit(7);
});
server.registerTool('get_file', { description: 'Answers a file named filename', inputSchema: { filename: z.string() } }, async ({ filename }) => {
  record('get_file', { filename });
  return { content: [{ type: 'text', text: `contents of ${filename} ✓\n` }] };
});
server.registerTool('save_data', { description: 'Keeps a named text', inputSchema: { name: z.string(), content: z.string() } }, async ({ name, content }) => {
  record('save_data', { name, content });
  return { content: [{ type: 'text', text: `saved ${name}` }] };
});
await server.connect(new StdioServerTransport());
