export * from "./account.ts";
export * from "./chat.ts";
export * from "./chat-hooks.ts";
export * from "./chat-socket.ts";
export * from "./hooks.ts";
export * from "./http.ts";
export * from "./member-hooks.ts";
export * from "./members.ts";
