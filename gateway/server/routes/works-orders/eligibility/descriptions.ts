/** The rules of the eligibility endpoints, as shown in the OpenAPI document (/docs). */

export const ELIGIBILITY_DESCRIPTION = [
  'The asset is the one with the uprn sent; it must be yours or a block or estate above your home (403 otherwise).',
  'The tenancy group is that of your active tenancy of the asset or of a home inside it (a residential one first).',
  'Rules, first match wins (isEligible false unless said):',
  'SSR005 no asset has the uprn (call us with more information);',
  'E1 a home (asset type Property) of a Leasehold or Freehold tenancy, or whose maintenance responsibility (sent or held) is FMLEASE: homeowners repair their own home;',
  'E3 a repair type that is not in the catalogue, or not offered when reporting (COMPUMP excepted), or isRepairEligible false for a reason without a supplementary question;',
  'E21 a gas leak (GASLEAK01): call the gas network;',
  "E2 the reason's supplementary question says isEligible false and the answer (additionalRepairInfo) is Yes;",
  'E4 "Other repair not listed" (N/A or NA): call us to describe it;',
  'E8 a Commercial, Market or Market Rent tenancy: the commercial team handles its repairs;',
  'E5 a garage or storeroom (Non-residential tenancy) asking for plumbing, drainage, heating, gas or damp work it cannot have;',
  'SSR069 communal heating (COMHIU) where no asset at or above the home has HEAT;',
  'SSR049 a heatingRepairContext that does not fit the heating held for the home (HEAT may be held above it);',
  'E22 no contractor does pest control in the region; E24 no contractor takes the trade in the region (the contractor determination of GET /worksorder/{id}/contractors);',
  'E25 the contractor that would take it must be phoned directly (the lift engineers);',
  'E2 again, last of the refusals, when that question (isEligible false) is not answered yet (additionalRepairInfo null): a soft outcome, the portal asks the question and Yes keeps E2;',
  'SSR037 (isEligible true, a warning) carbon monoxide: gas and carbon monoxide advice;',
  'E23 (isEligible true, a warning) a home in a sheltered scheme: tell the warden too (warden call).',
  'supplimentaryCodes, comma-separated, whatever the outcome: FISPUMPS02 for total loss of water (PLUMLOSS01) in a building of 5 storeys or more (pumped supply), DEFECTS when the asset or one above it is in its defects period.',
  'statuses.isInDefects and region are those of the asset (region inherited from above).',
].join(' ');

export const ENHANCED_DESCRIPTION = [
  'Rules: any channel other than CustomerSelfService is eligible (staff triage the repair themselves).',
  'From self-service the answer is isEligible false with errorCode E35 (report it by phone) for an emergency',
  '(isEmergency) of a resident who reported a vulnerability (isVulnerable), for an emergency that may already be',
  'reported (isPotentialDuplicate), and for a risk to life that a person must triage at once: GASLEAK01 (gas leak),',
  'ELECWIRE01 (exposed or sparking wires), COMFAL01 (fire alarm or dry riser fault). Otherwise eligible, errorCode null.',
].join(' ');

export const SOR_DETERMINATION_DESCRIPTION = [
  'The id is a zero id (the repair is not created yet) or one of your repairs.',
  'context names a heating reason by description or code (Heating or hot water repair HEATREP01, No heating or hot',
  'water HEATNONE01, Radiator not getting warm HEATRAD01, Boiler leaking water HEATBLK01, Storage heater not working',
  'ELECSTH01, Communal heating or hot water not working COMHIU); anything else is 400.',
  'Rules: propertyAttribute (types joined with +, in any order) must be the heating the gateway holds for one of your',
  'homes, else errorCode SSR049 (heating source mismatch). Communal heating needs HEAT in the property, divided block,',
  'block or estate attribute, else SSR069 (no communal heating); it answers repairContext "Communal heating", sor COMHIU.',
  'A storage heater needs HEATELEC; a leaking boiler HEATGAS or HEATOIL; other heating reasons take any type,',
  'HEATGAS first, then HEATOIL, HEAT, HEATELEC; a type the repair cannot have is SSR049.',
  'Answers: HEATGAS "Individual gas heating" HEATGAS01, HEATOIL "Individual oil heating" HEATOIL01, HEAT "Communal',
  'heating" COMHIU, HEATELEC "Individual electric heating" HEATELEC01; the storage heater and boiler leak keep their',
  'own codes. Pass repairContext to the eligibility check as heatingRepairContext.',
].join(' ');
