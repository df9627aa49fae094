export {
  isOfferPermission,
  OFFER_PERMISSIONS,
  type OfferPermission,
  UpgradeOffer,
  type UpgradeOfferProps,
} from "./upgrade-offer.tsx";
