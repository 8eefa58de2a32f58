import { homeQuestion as q, reason as r } from './repair-reason-builder';

/**
 * Repair reasons inside and around a home. Includes the special codes of REP-CON-06:
 * "Total loss of water", SOR "N/A", "Heating or hot water repair", PROMOULD and PRODAMP
 * ("Investigate damp or mould").
 */
export const HOME_REPAIR_REASONS = [
  // Kitchen
  r('RR-0301', 'Dripping tap', 'NA', 'PLUMTAP01', 'Plumbing', 'Kitchen', 'Tap', 'P', ['tap', 'drip', 'leak', 'sink']),
  r('RR-0302', 'Blocked kitchen sink', 'NA', 'PLUMSINK02', 'Plumbing', 'Kitchen', 'Sink', 'P', [
    'sink',
    'blocked',
    'drain',
    'water',
  ]),
  r('RR-0303', 'Kitchen cupboard door broken', 'NA', 'CARPCUP01', 'Carpentry', 'Kitchen', 'Cupboard', 'P', [
    'cupboard',
    'unit',
    'hinge',
    'door',
  ]),
  r('RR-0304', 'Kitchen worktop damaged', 'NA', 'CARPWTP01', 'Carpentry', 'Kitchen', 'Worktop', 'P', [
    'worktop',
    'counter',
    'surface',
  ]),
  r('RR-0305', 'Extractor fan not working', 'NA', 'ELECFAN01', 'Electrical', 'Kitchen', 'Extractor fan', 'P', [
    'fan',
    'extractor',
    'steam',
    'ventilation',
  ]),
  r(
    'RR-0306',
    'Leak under the kitchen sink',
    'EME',
    'PLUMLEAK03',
    'Plumbing',
    'Kitchen',
    'Pipework',
    'P',
    ['leak', 'water', 'pipe', 'sink'],
    {
      question: q('Is water leaking into an electrical fitting or through a ceiling?'),
    },
  ),
  // Bathroom
  r('RR-0101', 'Toilet not flushing', 'NA', 'PLUMWC01', 'Plumbing', 'Bathroom', 'Toilet', 'P', [
    'toilet',
    'flush',
    'cistern',
    'wc',
  ]),
  r(
    'RR-0102',
    'Only toilet blocked',
    'EME',
    'DRAINWC02',
    'Drainage',
    'Bathroom',
    'Toilet',
    'P',
    ['toilet', 'blocked', 'wc', 'overflowing'],
    {
      question: q('Is this the only toilet in your home?'),
    },
  ),
  r('RR-0103', 'Bath or shower tray cracked', 'NA', 'PLUMBATH03', 'Plumbing', 'Bathroom', 'Bath', 'P', [
    'bath',
    'shower',
    'crack',
    'tray',
  ]),
  r('RR-0104', 'Shower not working', 'NA', 'PLUMSHWR01', 'Plumbing', 'Bathroom', 'Shower', 'P', [
    'shower',
    'water',
    'pressure',
  ]),
  r('RR-0105', 'Loose or missing bathroom tiles', 'NA', 'TILEWALL01', 'Tiling', 'Bathroom', 'Wall tiles', 'P', [
    'tiles',
    'grout',
    'wall',
  ]),
  r('RR-0106', 'Bath panel loose or broken', 'NA', 'CARPBATH01', 'Carpentry', 'Bathroom', 'Bath panel', 'P', [
    'bath',
    'panel',
  ]),
  r('RR-0107', 'Washbasin leaking', 'NA', 'PLUMBASN01', 'Plumbing', 'Bathroom', 'Washbasin', 'P', [
    'basin',
    'sink',
    'leak',
  ]),
  // Bedroom, living room, hallway
  r('RR-0201', 'Internal door sticking or damaged', 'NA', 'CARPDOOR02', 'Carpentry', 'Bedroom', 'Internal door', 'P', [
    'door',
    'sticking',
    'handle',
  ]),
  r('RR-0202', 'Cracked or loose plaster on walls', 'NA', 'PLASWALL01', 'Plastering', 'Bedroom', 'Wall', 'P', [
    'plaster',
    'crack',
    'wall',
  ]),
  r('RR-0203', 'Built-in wardrobe door broken', 'NA', 'CARPWARD01', 'Carpentry', 'Bedroom', 'Wardrobe', 'P', [
    'wardrobe',
    'cupboard',
    'door',
  ]),
  r('RR-0401', 'Floorboards loose or broken', 'NA', 'CARPFLR01', 'Carpentry', 'Living room', 'Floor', 'P', [
    'floor',
    'floorboard',
    'creak',
  ]),
  r('RR-0402', 'Crack in the ceiling', 'NA', 'PLASCEIL01', 'Plastering', 'Living room', 'Ceiling', 'P', [
    'ceiling',
    'crack',
    'plaster',
  ]),
  r('RR-0403', 'Skirting board damaged', 'NA', 'CARPSKRT01', 'Carpentry', 'Living room', 'Skirting', 'P', [
    'skirting',
    'board',
  ]),
  r(
    'RR-0501',
    'Loose stair handrail or banister',
    'NA',
    'CARPRAIL01',
    'Carpentry',
    'Hallway and stairs',
    'Handrail',
    'PC',
    ['stairs', 'handrail', 'banister'],
  ),
  r(
    'RR-0502',
    'Smoke alarm beeping or not working',
    'EME',
    'ELECSMK01',
    'Electrical',
    'Hallway and stairs',
    'Smoke alarm',
    'P',
    ['smoke', 'alarm', 'beeping', 'fire'],
  ),
  // Whole property
  r(
    'RR-0901',
    'Total loss of water',
    'EME',
    'PLUMLOSS01',
    'Plumbing',
    'Whole property',
    'Water supply',
    'PC',
    ['water', 'no water', 'supply', 'pump'],
    {
      question: q('Have you checked with your neighbours whether they also have no water?'),
    },
  ),
  r('RR-0902', 'Smell of gas', 'EME', 'GASLEAK01', 'Gas', 'Whole property', 'Gas supply', 'P', [
    'gas',
    'smell',
    'leak',
  ]),
  // Eligible with the gas and carbon monoxide advice, SSR037 (docs/demo-residents.md).
  r('RR-0903', 'Carbon monoxide alarm sounding', 'EME', 'GASCO01', 'Gas', 'Whole property', 'CO alarm', 'P', [
    'carbon monoxide',
    'co',
    'alarm',
  ]),
  r('RR-0904', 'Other repair not listed', 'NA', 'N/A', 'General building', 'Whole property', null, 'PC', [
    'other',
    'something else',
    'general',
  ]),
  r('RR-0905', 'Mice or rats inside the home', 'NA', 'PESTINT01', 'Pest control', 'Whole property', 'Pests', 'P', [
    'mice',
    'rats',
    'pests',
    'vermin',
  ]),
  // Heating and hot water
  r('RR-1101', 'Heating or hot water repair', 'NA', 'HEATREP01', 'Heating', 'Heating and hot water', 'Boiler', 'P', [
    'heating',
    'hot water',
    'boiler',
    'thermostat',
  ]),
  r(
    'RR-1102',
    'No heating or hot water',
    'EME',
    'HEATNONE01',
    'Heating',
    'Heating and hot water',
    'Boiler',
    'P',
    ['heating', 'hot water', 'cold', 'boiler'],
    {
      question: q('Is anyone in your home over 65, under 5, pregnant or unwell?'),
    },
  ),
  r('RR-1103', 'Radiator not getting warm', 'NA', 'HEATRAD01', 'Heating', 'Heating and hot water', 'Radiator', 'P', [
    'radiator',
    'cold',
    'bleed',
  ]),
  r('RR-1104', 'Boiler leaking water', 'EME', 'HEATBLK01', 'Heating', 'Heating and hot water', 'Boiler', 'P', [
    'boiler',
    'leak',
    'pressure',
  ]),
  r(
    'RR-1105',
    'Storage heater not working',
    'NA',
    'ELECSTH01',
    'Electrical',
    'Heating and hot water',
    'Storage heater',
    'P',
    ['storage heater', 'electric heating'],
  ),
  // Electrics
  r('RR-1201', 'No power to the whole home', 'EME', 'ELECPWR01', 'Electrical', 'Electrics', 'Consumer unit', 'P', [
    'power',
    'electric',
    'fuse',
    'trip',
  ]),
  r('RR-1202', 'Socket not working', 'NA', 'ELECSKT01', 'Electrical', 'Electrics', 'Socket', 'P', [
    'socket',
    'plug',
    'power',
  ]),
  r('RR-1203', 'Light fitting not working', 'NA', 'ELECLGT01', 'Electrical', 'Electrics', 'Light fitting', 'P', [
    'light',
    'bulb',
    'switch',
  ]),
  // Phone only: the enhanced check answers E35 for it from self-service (docs/demo-residents.md).
  r('RR-1204', 'Exposed or sparking wires', 'EME', 'ELECWIRE01', 'Electrical', 'Electrics', 'Wiring', 'PC', [
    'wires',
    'sparking',
    'shock',
    'burning',
  ]),
  // Plumbing and drains
  r('RR-1301', 'Blocked outside drain', 'NA', 'DRAINEXT01', 'Drainage', 'Plumbing and drains', 'Drain', 'PC', [
    'drain',
    'blocked',
    'gully',
    'smell',
  ]),
  r('RR-1302', 'Burst pipe', 'EME', 'PLUMBRST01', 'Plumbing', 'Plumbing and drains', 'Pipework', 'PC', [
    'burst',
    'pipe',
    'flood',
    'water',
  ]),
  r('RR-1303', 'Overflow pipe dripping', 'NA', 'PLUMOVF01', 'Plumbing', 'Plumbing and drains', 'Overflow', 'P', [
    'overflow',
    'drip',
    'pipe',
  ]),
  // Windows and doors
  r('RR-0801', 'Window will not close or lock', 'NA', 'GLAZLOCK01', 'Glazing', 'Windows', 'Window', 'PC', [
    'window',
    'lock',
    'handle',
    'close',
  ]),
  r(
    'RR-0802',
    'Broken window glass',
    'EME',
    'GLAZBRK01',
    'Glazing',
    'Windows',
    'Glass',
    'PC',
    ['window', 'glass', 'broken', 'smashed'],
    {
      question: q('Is the broken window on the ground floor or otherwise a risk to your safety?'),
    },
  ),
  r('RR-0803', 'Misted double glazing', 'NA', 'GLAZUNIT01', 'Glazing', 'Windows', 'Double-glazed unit', 'P', [
    'misted',
    'condensation',
    'double glazing',
  ]),
  r('RR-1001', 'Front door lock broken', 'EME', 'LOCKFRT01', 'Locksmith', 'Doors and locks', 'Front door', 'P', [
    'lock',
    'front door',
    'key',
    'security',
  ]),
  r('RR-1002', 'Back door not closing', 'NA', 'CARPBKD01', 'Carpentry', 'Doors and locks', 'Back door', 'P', [
    'back door',
    'close',
    'draught',
  ]),
  // Outside, garden and roof
  r(
    'RR-0601',
    'Garden fence damaged',
    'NA',
    'FENCGDN01',
    'Fencing',
    'Outside and garden',
    'Fence',
    'P',
    ['fence', 'garden', 'panel'],
    {
      // Not eligible on Yes: a fence shared with a neighbour is the owners' own (soft E2, REP-ERR-03).
      question: q('Is the fence on a boundary you share with a neighbour?', false),
    },
  ),
  r('RR-0602', 'Path or steps uneven', 'NA', 'EXTPATH01', 'General building', 'Outside and garden', 'Path', 'PC', [
    'path',
    'steps',
    'trip',
  ]),
  r('RR-0603', 'Garden gate broken', 'NA', 'CARPGATE01', 'Carpentry', 'Outside and garden', 'Gate', 'P', [
    'gate',
    'garden',
    'latch',
  ]),
  r('RR-0701', 'Roof leak', 'EME', 'ROOFLEAK01', 'Roofing', 'Roof', 'Roof covering', 'PC', [
    'roof',
    'leak',
    'ceiling',
    'rain',
  ]),
  r('RR-0702', 'Missing or slipped roof tiles', 'NA', 'ROOFTILE01', 'Roofing', 'Roof', 'Roof tiles', 'PC', [
    'roof',
    'tiles',
    'slates',
  ]),
  r('RR-0703', 'Gutter blocked or leaking', 'NA', 'ROOFGUT01', 'Roofing', 'Roof', 'Gutter', 'PC', [
    'gutter',
    'downpipe',
    'rain',
  ]),
  // Damp and mould
  r('RR-1901', 'Investigate damp or mould', 'NA', 'PRODAMP', 'Damp specialist', 'Damp and mould', 'Walls', 'P', [
    'damp',
    'mould',
    'wet',
    'stain',
  ]),
  r('RR-1902', 'Mould on walls or ceilings', 'NA', 'PROMOULD', 'Damp specialist', 'Damp and mould', 'Walls', 'PC', [
    'mould',
    'black',
    'spots',
    'damp',
  ]),
  r(
    'RR-1903',
    'Condensation on windows and walls',
    'NA',
    'DAMPCOND01',
    'Damp specialist',
    'Damp and mould',
    'Ventilation',
    'P',
    ['condensation', 'wet', 'windows'],
  ),
];
