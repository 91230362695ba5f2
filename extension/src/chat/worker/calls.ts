// One detected call from a chat page, from policy to result. The worker decides; the content
// script only asks and renders, so a page that forges a block can at most ask too.

import { SEND_ARTIFACT, sendArtifactArgs } from '../shared/artifacts';
import { attachedNote, longTextFile, splitBinary } from '../shared/attachments';
import { fileFromResult, RETRIEVE_FILE, retrieveArgs } from '../shared/files';
import { formatResult, resultText, type ResultContent } from '../shared/result';
import type { CallOutcome, ChatRequest, SiteSettings } from '../shared/types';
import { admit, RATE_LIMIT, record } from './guard';
import { claim, finish } from './ledger';
import { describeError } from './connection';
import { resolveTool } from './servers';

type CallRequest = Extract<ChatRequest, { type: 'chat.call' }>;

const CALL_TIMEOUT_MS = 10 * 60_000;

export async function handleCall(req: CallRequest, site: SiteSettings, tabId: number): Promise<CallOutcome> {
  // The virtual commands run a real tool: get_file (answering with a file) or save_data.
  const retrieve = req.command === RETRIEVE_FILE ? retrieveArgs(req.arguments) : undefined;
  if (typeof retrieve === 'string') return { status: 'refused', error: `${RETRIEVE_FILE}: ${retrieve}` };
  const sendArt = req.command === SEND_ARTIFACT ? sendArtifactArgs(req.arguments) : undefined;
  if (typeof sendArt === 'string') return { status: 'refused', error: `${SEND_ARTIFACT}: ${sendArt}` };
  if (sendArt && !req.artifact) return { status: 'refused', error: `${SEND_ARTIFACT}: the artifact could not be read from this conversation` };
  const virtual = retrieve ?? sendArt;
  const resolved = virtual ? await resolveTool(virtual.tool, virtual.server) : await resolveTool(req.command, req.server);
  // A server the call named that refused or could not be reached: its reason alone, nothing sent.
  if (!resolved.ok && 'unreachable' in resolved) return { status: 'refused', error: resolved.unreachable };
  if (!resolved.ok && resolved.ambiguous) return { status: 'ambiguous', name: virtual?.tool ?? req.command, candidates: resolved.candidates };
  if (!resolved.ok) return { status: 'unknown', candidates: resolved.candidates, errors: resolved.errors };
  const { conn, tool } = resolved.listed;
  const server = conn.server.name;
  const callArgs = retrieve
    ? { ...retrieve.arguments, filename: retrieve.filename }
    : sendArt
      ? { name: req.artifact!.title, ...sendArt.arguments, [sendArt.contentArgument]: req.artifact!.content }
      : req.arguments;
  // Moving a file in or an artifact out is its own permission, whatever the tool behind it does.
  const policy = virtual
    ? (site.tools[req.command] ?? 'ask')
    : (site.tools[`${server}__${tool.name}`] ?? site.tools[tool.name] ?? 'ask');
  if (policy === 'deny') return { status: 'denied', tool: tool.name };

  // Auto means the user named this tool for this site; destructive tools need that too, which
  // an explicit per-tool 'auto' is. The loop guard hands control back after a few rounds.
  if (req.trigger === 'auto' && policy !== 'auto') return { status: 'ask', server, tool: tool.name };
  const verdict = await admit(tabId, req.trigger);
  if (verdict === 'ask') return { status: 'ask', server, tool: tool.name };
  if (verdict === 'rate') return { status: 'refused', error: `more than ${RATE_LIMIT} calls in a minute on this tab; wait a moment` };

  const claimed = await claim(req.key, tool.name, req.trigger === 'click');
  if (!claimed.claimed) return { status: 'seen', entry: claimed.entry };
  await record(tabId, req.trigger);

  const start = Date.now();
  // Chrome stops an idle worker after 30 s; an extension API call every 25 s keeps it while a
  // long HTTP call is pending (WebSocket servers keep it alive by their own traffic).
  const keepAlive = setInterval(() => void chrome.runtime.getPlatformInfo(), 25_000);
  try {
    const result = await conn.call(tool.name, callArgs, CALL_TIMEOUT_MS);
    const ms = Date.now() - start;
    const content = (result.content ?? []) as ResultContent[];
    const isError = result.isError === true;
    if (retrieve && !isError) {
      const file = fileFromResult(content, retrieve.filename);
      if (typeof file === 'string') {
        await finish(req.key, tool.name, 'failed', ms);
        return { status: 'failed', error: file, ms, server, tool: tool.name };
      }
      await finish(req.key, tool.name, 'done', ms);
      const text = `Attached ${file.name} (${file.size} bytes) from ${server}/${tool.name}.`;
      return { status: 'done', text, isError: false, ms, server, tool: tool.name, autoSend: site.autoSend, files: [file] };
    }
    await finish(req.key, tool.name, isError ? 'failed' : 'done', ms);
    if (sendArt && !isError) {
      await finish(req.key, tool.name, 'done', ms);
      const bytes = new TextEncoder().encode(req.artifact!.content).length;
      const text = `Sent artifact '${req.artifact!.title}' (${bytes} bytes) to ${server}/${tool.name}: ${resultText(content)}`;
      return { status: 'done', text, isError: false, ms, server, tool: tool.name, autoSend: site.autoSend };
    }
    // Images and blobs are attached as files, and so is a text too long to paste.
    const split = splitBinary(content, tool.name, req.key);
    const pasted = resultText(split.kept);
    const long = longTextFile(pasted, tool.name, req.key);
    const files = long ? [long, ...split.files] : split.files;
    const text = formatResult({
      tool: tool.name, server, key: req.key, isError, text: long ? '' : pasted,
      // Structured content is shown only when there is no text: most servers put the same data in both.
      structured: content.length === 0 ? result.structuredContent : undefined,
      ...(files.length ? { attached: attachedNote(files) } : {}), notes: split.skipped,
    });
    // An error answer is shown on the card too (its start): the user sees why without opening the composer.
    const errorText = isError ? pasted.slice(0, 300) : undefined;
    return { status: 'done', text, isError, ms, server, tool: tool.name, autoSend: site.autoSend, ...(files.length ? { files } : {}), ...(errorText ? { errorText } : {}) };
  } catch (e) {
    const ms = Date.now() - start;
    await finish(req.key, tool.name, 'failed', ms);
    return { status: 'failed', error: describeError(e), ms, server, tool: tool.name };
  } finally {
    clearInterval(keepAlive);
  }
}

export async function handleDeny(key: string, command: string): Promise<void> {
  await finish(key, command, 'denied');
}
