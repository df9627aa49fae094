/** What the payment screens of both variants share besides the flow itself. */
import {
  type CardFormValues,
  type InitData,
  type PayType,
  PayType as PayTypes,
  PERMISSION_FLAGS,
  type PermissionFlag,
} from "@site/contracts";

/** The baiwan-type providers (4 to 8) want the billing address with the card (spec §7). */
export const needsAddress = (type: PayType | undefined) => type !== undefined && type >= PayTypes.baiwan;

/**
 * The card form's values as the pay call's fields (spec §7): who pays for every card method, and
 * the card and billing fields only when the form took the card (not for the card service, 3,
 * whose page takes it).
 */
export function cardFields(card: CardFormValues): Record<string, string> {
  const payer = {
    card_fullName: `${card.name} ${card.lastname}`.trim(),
    card_fullPhone: card.phone,
    card_grEmail: card.grEmail,
  };
  if (card.cardnumber === undefined) return payer;
  return {
    ...payer,
    firstName: card.name,
    lastName: card.lastname,
    card_number: card.cardnumber,
    exp_month: String(card.exp_month).padStart(2, "0"),
    exp_year: String(card.exp_year),
    cvv: card.cvv,
    card_country: card.country,
    card_state: card.state ?? "",
    card_city: card.city ?? "",
    card_address: card.address ?? "",
    card_ZipCode: card.ZipCode ?? "",
  };
}

/** A tier's authorities from initdata's lists (spec §6), in the contracts' order. */
export function tierAuthorities(initdata: InitData | undefined, tier: 1 | 2): PermissionFlag[] {
  const list = initdata?.authority[`vip${tier}`] ?? {};
  return PERMISSION_FLAGS.filter((flag) => list[flag] === 1);
}
