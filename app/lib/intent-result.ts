/**
 * A page's action answer (decision 44; server-lib/intent-action.server.ts): a refused form's result is the
 * form's whose intent it was, the page's other forms start clean. `answer` is the page's
 * `actionData` (its generated `Route.ComponentProps`), typed by inference from its action.
 */
export function resultOf<Answer extends { intent: string; result: unknown }>(answer: Answer | undefined, intent: Answer["intent"]): Answer["result"] | undefined {
  return answer?.intent === intent ? answer.result : undefined;
}
