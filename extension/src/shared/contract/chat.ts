// generated from contract/link.json by scripts/generate-contract.mjs — do not edit; regenerate with ./scripts/generate
// (the bridge declares every action, error and close code once; docs/adding-a-tool.md).
/* eslint-disable */

// The params and results of the chat family's actions.

/** Params of `chat.disable`. */
export interface ChatDisableParams {
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * A chat site: claude.ai, chatgpt.com or gemini.google.com.
   */
  site: string;
}

/** Result of `chat.disable`. */
export interface ChatDisableResult {
  auto?: string[];
  autoSend?: boolean;
  enabled?: boolean;
  /**
   * Chrome granted the extension the site; false: the user must press Save on the options page once.
   */
  hostAccess?: boolean;
  site?: string;
}

/** Params of `chat.enable`. */
export interface ChatEnableParams {
  /**
   * Tools (name or server__tool) that run on this site without asking; replaces the site's list when given.
   */
  auto?: string[];
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * Send results by themselves (default: keep the site's choice).
   */
  send?: boolean;
  /**
   * A chat site: claude.ai, chatgpt.com or gemini.google.com.
   */
  site: string;
}

/** Result of `chat.enable`. */
export interface ChatEnableResult {
  auto?: string[];
  autoSend?: boolean;
  enabled?: boolean;
  /**
   * Chrome granted the extension the site; false: the user must press Save on the options page once.
   */
  hostAccess?: boolean;
  site?: string;
}

/** Params of `chat.servers.add`. */
export interface ChatServersAddParams {
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * Sent as Authorization: Bearer (HTTP, SSE) or ?token= (WebSocket); never shown again.
   */
  key?: string;
  /**
   * The server's name in the chat client: letters, digits, '_' or '-', at most 40.
   */
  name: string;
  transport?: 'auto' | 'http' | 'sse' | 'ws';
  /**
   * https://… or wss://… (http:// and ws:// only on this machine).
   */
  url: string;
}

/** Result of `chat.servers.add`. */
export interface ChatServersAddResult {
  servers?: {
    builtIn?: boolean;
    enabled?: boolean;
    keySet?: boolean;
    name?: string;
    transport?: string;
    url?: string;
  }[];
}

/** Params of `chat.servers.list`. */
export interface ChatServersListParams {
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
}

/** Result of `chat.servers.list`. */
export interface ChatServersListResult {
  servers?: {
    builtIn?: boolean;
    enabled?: boolean;
    keySet?: boolean;
    name?: string;
    transport?: string;
    url?: string;
  }[];
}

/** Params of `chat.servers.remove`. */
export interface ChatServersRemoveParams {
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * The server's name, as `tabrelay chat servers list` shows it.
   */
  name: string;
}

/** Result of `chat.servers.remove`. */
export interface ChatServersRemoveResult {
  servers?: {
    builtIn?: boolean;
    enabled?: boolean;
    keySet?: boolean;
    name?: string;
    transport?: string;
    url?: string;
  }[];
}

/** Params of `chat.status`. */
export interface ChatStatusParams {
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
}

/** Result of `chat.status`. */
export interface ChatStatusResult {
  servers?: {
    builtIn?: boolean;
    enabled?: boolean;
    keySet?: boolean;
    name?: string;
    transport?: string;
    url?: string;
  }[];
  sites?: {
    auto?: string[];
    autoSend?: boolean;
    enabled?: boolean;
    /**
     * Chrome granted the extension the site; false: the user must press Save on the options page once.
     */
    hostAccess?: boolean;
    site?: string;
  }[];
}
