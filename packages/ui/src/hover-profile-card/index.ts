export { HOVER_CARD_DELAY_MS, HoverProfileCard, type HoverProfileCardProps } from "./hover-profile-card.tsx";
// The panel (profile-card-panel.tsx) loads with the first hover; import it from its file if you need it alone.
