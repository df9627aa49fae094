import { LineIcon } from "../utils/line-icon.tsx";

/** The bin of every delete button; decorative, the button carries the name. */
export function TrashIcon() {
  return (
    <LineIcon>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </LineIcon>
  );
}
