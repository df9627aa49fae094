import { type ChatContact, compareContacts } from "@site/contracts";

/**
 * The list in its order (`compareContacts`); `query` keeps the usernames that contain it,
 * ignoring case.
 */
export function sortContacts(contacts: readonly ChatContact[], query = ""): ChatContact[] {
  const needle = query.trim().toLocaleLowerCase();
  return contacts
    .filter((contact) => contact.username.toLocaleLowerCase().includes(needle))
    .sort(compareContacts);
}
