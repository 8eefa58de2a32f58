import { encodeBlockJpeg } from './jpeg';
import { buildPdf } from './pdf';
import { encodePng, type Rgb } from './png';

/** A small picture of a mould patch on a pale wall (PNG, 96×64). */
export function mouldPhotoPng(): Buffer {
  const wall: Rgb = [226, 221, 205];
  return encodePng(96, 64, (x, y) => {
    const dx = (x - 58) / 26;
    const dy = (y - 22) / 16;
    const d = dx * dx + dy * dy;
    if (d < 1) {
      const speckle = (x * 7 + y * 13) % 5 === 0 ? 25 : 0;
      const shade = Math.round(40 + d * 90) + speckle;
      return [shade, shade + 8, shade - 4 < 0 ? 0 : shade - 4];
    }
    return y > 56 ? [150, 120, 90] : wall; // skirting board along the bottom
  });
}

/** A blocky photo of a wall with a dark stain (baseline JPEG, 96×64). */
export function wallPhotoJpeg(): Buffer {
  return encodeBlockJpeg(12, 8, (column, row) => {
    if (row === 7) return [140, 110, 80];
    const stain = (column - 4) ** 2 + (row - 3) ** 2;
    if (stain <= 4) return [60 + stain * 15, 70 + stain * 15, 55 + stain * 12];
    return [214 - row * 3, 208 - row * 3, 190 - row * 2];
  });
}

/** A picture that a moderator has marked not appropriate (plain red and black stripes). */
export function flaggedPhotoPng(): Buffer {
  return encodePng(48, 48, (x) => (Math.floor(x / 6) % 2 === 0 ? [190, 20, 30] : [20, 20, 20]));
}

/** A one-page contractor report attached to a roof repair. */
export function roofReportPdf(jobReference: string, visitDate: string): Buffer {
  return buildPdf('Roof inspection report', [
    `Job reference: ${jobReference}`,
    `Visit date: ${visitDate}`,
    'Property: 27 Wren Close, London, E5 0SQ',
    '',
    'Findings',
    '- Three slipped tiles above the bathroom; one cracked ridge tile.',
    '- Lead flashing around the soil stack lifted by wind.',
    '',
    'Work carried out',
    '- Tiles re-fixed and the cracked ridge tile replaced.',
    '- Flashing dressed back and sealed.',
    '',
    'The bathroom ceiling should be left to dry for two weeks before decorating.',
  ]);
}

/** Building safety documents of Riverside Tower. */
export function buildingSafetyPdf(kind: 'FRA' | 'BSR' | 'RES', inspectionDate: string): Buffer {
  const title = {
    FRA: 'Fire Risk Assessment - Riverside Tower',
    BSR: 'Building Safety Report - Riverside Tower',
    RES: 'Resident Engagement Strategy - Riverside Tower',
  }[kind];
  const body = {
    FRA: [
      'Risk rating: tolerable.',
      'Evacuation strategy: stay put, unless the fire is in your flat or you are told to leave.',
      'Actions: replace two flat entrance door closers; renew fire-stopping in riser cupboard 5.',
    ],
    BSR: [
      'Height 21 metres, 7 storeys, 42 flats. Concrete frame with brick cladding.',
      'Safety case report accepted by the Building Safety Regulator.',
      'Fire alarm, dry riser and emergency lighting tested monthly.',
    ],
    RES: [
      'How we share safety information with residents and how you can take part.',
      'Quarterly residents meeting in the community room; safety newsletters twice a year.',
      'Tell us about anything that worries you: use the portal or call the building safety manager.',
    ],
  }[kind];
  return buildPdf(title, [`Date: ${inspectionDate}`, 'Address: 2 Wharf Road, London, E14 3QA', '', ...body]);
}
