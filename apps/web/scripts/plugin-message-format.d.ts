// The inlang message-format plugin ships JavaScript without types; Paraglide takes it as a plugin.
declare module "@inlang/plugin-message-format" {
  import type { InlangPlugin } from "@inlang/sdk";

  const plugin: InlangPlugin;
  export default plugin;
}
