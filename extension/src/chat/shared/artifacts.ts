// send_artifact_to_mcp: the virtual command that sends a claude.ai artifact's latest version to
// an MCP tool. The content script reads the conversation through claude.ai's own API with the
// page's session; this file rebuilds the artifact from its create / rewrite / update history.

export const SEND_ARTIFACT = 'send_artifact_to_mcp';

export interface SendArtifactArgs {
  artifact: string;
  tool: string;
  contentArgument: string;
  server?: string;
  arguments: Record<string, unknown>;
}

export function sendArtifactArgs(args: Record<string, unknown>): SendArtifactArgs | string {
  if (typeof args.artifact !== 'string' || !args.artifact.trim()) return '"artifact" (its id or title) is required';
  const extra = args.arguments ?? {};
  if (typeof extra !== 'object' || extra === null || Array.isArray(extra)) return '"arguments" must be an object';
  return {
    artifact: args.artifact,
    tool: typeof args.tool === 'string' && args.tool ? args.tool : 'save_data',
    contentArgument: typeof args.contentArgument === 'string' && args.contentArgument ? args.contentArgument : 'content',
    ...(typeof args.server === 'string' && args.server ? { server: args.server } : {}),
    arguments: extra as Record<string, unknown>,
  };
}

interface ArtifactInput {
  id?: string;
  title?: string;
  command?: string;
  content?: string;
  old_str?: string;
  new_str?: string;
}

interface ApiMessage {
  uuid?: string;
  parent_message_uuid?: string;
  content?: unknown[];
}

/**
 * The messages of the branch the conversation shows, oldest first. With `tree=True` the API
 * returns every branch (a retried or edited reply keeps its old sibling), and a step of an
 * abandoned branch applied on top of the shown one changes the artifact twice. Without a leaf or
 * parent links (an older shape), all messages in order.
 */
function shownBranch(conversation: unknown): ApiMessage[] {
  const c = conversation as { chat_messages?: ApiMessage[]; current_leaf_message_uuid?: string } | undefined;
  const all = Array.isArray(c?.chat_messages) ? c.chat_messages : [];
  const byId = new Map(all.filter((m) => typeof m.uuid === 'string').map((m) => [m.uuid!, m]));
  if (!c?.current_leaf_message_uuid || !byId.has(c.current_leaf_message_uuid)) return all;
  const branch: ApiMessage[] = [];
  for (let m = byId.get(c.current_leaf_message_uuid); m && !branch.includes(m); m = m.parent_message_uuid ? byId.get(m.parent_message_uuid) : undefined) branch.push(m);
  return branch.reverse();
}

/**
 * The latest version of the artifact whose id (else title) is `ref`, from a conversation as
 * GET /api/organizations/{org}/chat_conversations/{conv} returns it: assistant messages whose
 * content holds `tool_use` items named `artifacts`. Each step counts once (a tool_use listed
 * twice under its id is one step), and text is kept as it is: line ends, a final newline or none.
 */
export function rebuildArtifact(conversation: unknown, ref: string): { title: string; content: string } | undefined {
  const seen = new Set<string>();
  const uses = shownBranch(conversation).flatMap((m) => (Array.isArray(m.content) ? m.content : []))
    .filter((c): c is { type: string; name: string; id?: string; input: ArtifactInput } =>
      typeof c === 'object' && c !== null && (c as { type?: string }).type === 'tool_use' && (c as { name?: string }).name === 'artifacts')
    .filter((c) => typeof c.id !== 'string' || (!seen.has(c.id) && !!seen.add(c.id)))
    .map((c) => c.input);
  const byId = uses.filter((u) => u.id === ref);
  let id = byId.length ? ref : uses.find((u) => u.title === ref)?.id;
  if (!id) return undefined;
  let title = ref;
  let content: string | undefined;
  for (const u of uses.filter((x) => x.id === id)) {
    if (u.title) title = u.title;
    if ((u.command === 'create' || u.command === 'rewrite') && typeof u.content === 'string') content = u.content;
    else if (u.command === 'update' && content !== undefined && typeof u.old_str === 'string') content = content.replace(u.old_str, () => u.new_str ?? '');
  }
  return content === undefined ? undefined : { title, content };
}
