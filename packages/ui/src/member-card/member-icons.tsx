/** Decorative icons of the member surfaces; the buttons around them carry the names. */

export function GiftIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d="M4 11h16v9a1 1 0 01-1 1H5a1 1 0 01-1-1zM3 7.5h18V11H3zM12 7.5V21" />
      <path d="M12 7.5C10.5 4 7 3.5 6.8 5.6 6.6 7.4 9.5 7.5 12 7.5zM12 7.5c1.5-3.5 5-4 5.2-1.9.2 1.8-2.7 1.9-5.2 1.9z" />
    </svg>
  );
}

export function ChatIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.9}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d="M20 12a7.5 7.5 0 01-10.9 6.7L4 20l1.4-4.6A7.5 7.5 0 1120 12z" />
      <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" strokeWidth={2.6} />
    </svg>
  );
}

export function WaveIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d="M8 13V6.5a1.5 1.5 0 013 0V12m0-1.5v-6a1.5 1.5 0 013 0V12m0-4.5a1.5 1.5 0 013 0v6.5a7 7 0 01-7 7h-.5a6 6 0 01-4.9-2.6L3.4 14a1.5 1.5 0 012.4-1.8L8 15" />
    </svg>
  );
}
