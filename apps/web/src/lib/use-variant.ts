import { useLocation } from "react-router-dom";
import { deviceVariant, type Variant, variantOfPath } from "./device.ts";

/** The variant of the current screen: from the path, else the device. */
export function useVariant(): Variant {
  const { pathname } = useLocation();
  return variantOfPath(pathname) ?? deviceVariant();
}
