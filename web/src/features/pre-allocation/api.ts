/** Issuing empty slots (docs/api-allocations.md): `POST /api/slots/allocate/{userId}`, staff only. */
import { postJson } from "@/lib/api-client";
import type { components } from "@/lib/api-types";

type Schemas = components["schemas"];

export function allocate(userId: number, body: Schemas["AllocationRequest"]): Promise<Schemas["AllocatedView"]> {
  return postJson<Schemas["AllocationRequest"], Schemas["AllocatedView"]>(`/api/slots/allocate/${userId}`, { arg: body });
}
