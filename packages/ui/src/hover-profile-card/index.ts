export { HOVER_CARD_DELAY_MS, HoverProfileCard, type HoverProfileCardProps } from "./hover-profile-card.tsx";
export { HOVER_CARD_WIDTH_PX, ProfileCardPanel, type ProfileCardPanelProps } from "./profile-card-panel.tsx";
