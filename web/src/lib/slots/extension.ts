/**
 * A slot's extension: the periods the server accepts (the contract's choices, the same for one slot
 * and for a whole issue, spec part 2 §9) and the one the forms start on.
 */
import { apiLimits } from "@/lib/api-limits";

export const EXTENSION_CHOICES = apiLimits.ExtendRequest.extensionDays.enum;
export type ExtensionDays = (typeof EXTENSION_CHOICES)[number];
/** The forms open on 10 days (spec part 2 §9). */
export const DEFAULT_EXTENSION_DAYS: ExtensionDays = 10;
