/**
 * The `messages` namespace: every key of @site/contracts MESSAGES and FIELD_LABELS, as the member
 * reads it. English is the contracts' own text (with i18next placeholders), so it is written once.
 */
// From the messages module alone: through the package's barrel, the bundler put MESSAGES in a chunk
// with the payment and console rules, and an English visitor's first screen loaded yup and the
// signed-in session's modules with it (35 KB gzip, issue 49).
import { FIELD_LABELS, type FieldName, MESSAGES, type MessageKey } from "@site/contracts/messages";

type Namespace = MessageKey extends `${infer NS}.${string}` ? NS : never;
type KeysIn<NS extends string> = MessageKey extends infer K
  ? K extends `${NS}.${infer Name}`
    ? Name
    : never
  : never;

/** Every language has exactly these keys. */
export type Messages = { [NS in Namespace]: Record<KeysIn<NS>, string> } & {
  fields: Record<FieldName, string>;
};

function fromContracts(): Messages {
  const tree: Record<string, Record<string, string>> = { fields: { ...FIELD_LABELS } };
  for (const [key, text] of Object.entries(MESSAGES)) {
    const [namespace = "", name = ""] = key.split(".");
    tree[namespace] ??= {};
    (tree[namespace] as Record<string, string>)[name] = text.replace(/\{(\w+)\}/g, "{{$1}}");
  }
  return tree as unknown as Messages;
}

export const messages: Messages = fromContracts();
