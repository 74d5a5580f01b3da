/**
 * The JSON of GET /api/slots/{id}/market and GET /api/slots/{id}/market/keyword (issue 29; api
 * contract: docs/api-slots.md "The market around a slot"), as generated from web/openapi.json, under
 * the names the market feature uses. Ranks in an effect: 0 is "not within 500".
 */
import type { components } from "@/lib/api-types";

type Schemas = components["schemas"];

/** Snapshot days that exist for the keyword ("YYYY-MM-DD", KST), null when there is none. */
export type AvailableDays = Schemas["Available"];
/** common::market::effect::SlotEffect over the slot's period. */
export type SlotEffect = Schemas["SlotEffect"];
/** One organic place of a snapshot around the slot's product. */
export type Neighbour = Schemas["Neighbour"];
/** A snapshot day around the slot's product: up to 5 places each way; [] when it was not found. */
export type Neighbourhood = Schemas["DayAround"];
/** What changed for a product between two snapshots. */
export type MarketChange = Schemas["Change"];
export type Mover = Schemas["Mover"];
/** Who overtook the product (`passed`) and whom it overtook (`fellBehind`) between two days. */
export type Movers = Schemas["Movers"];
/** The slot's market as the api answers it (the api's `SlotMarketView`; on screen `SlotMarketScreen`). */
export type SlotMarket = Schemas["SlotMarketView"];
export type TopProduct = Schemas["TopPlace"];
export type FirstPage = Schemas["FirstPage"];
export type KeywordDay = Schemas["DayFigures"];
export type ShelfProduct = Schemas["ShelfEntry"];
export type Entrant = Schemas["Entrant"];
export type KeywordMarketView = Schemas["KeywordMarketView"];
