/** A value as the JSON text of a script element (JSON-LD, the shell's values): no "</script>" can close it. */
export function jsonScriptText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
