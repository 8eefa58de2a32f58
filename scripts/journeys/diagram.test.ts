import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixtureJourney } from '../../engine/test-fixtures/fixture-journey';
import { mermaidFlowchart } from './diagram';
import { renderDiagram } from './diagram-command';
import { journeyFilesOrDefault } from './journey-files';

describe('npm run journeys -- diagram', () => {
  it.each(journeyFilesOrDefault([]))('has a committed, up-to-date diagram of %s', async (file) => {
    const { target, text } = await renderDiagram(file);
    const committed = readFileSync(target, 'utf8');
    // When this fails, run `npm run journeys -- diagram` and commit docs/journeys/.
    expect(committed).toBe(text);
  });

  it('gives the same text every time', async () => {
    const first = await renderDiagram('journeys/referral.json');
    const second = await renderDiagram('journeys/referral.json');
    expect(second.text).toBe(first.text);
  });

  it('labels conditional rules in English, the fallback "otherwise", and change links from the summary', () => {
    const lines = mermaidFlowchart(
      fixtureJourney().index,
      (key) => ({ 'case.type.heading': 'What is it about?' })[key],
    );
    expect(lines).toContain('  s_case_type["/caseType<br/>What is it about?"]');
    expect(lines).toContain(
      '  s_case_type -->|"The resident chose the damp and mould request type and the damp and mould assessment is switched on."| s_damp_assessment',
    );
    expect(lines).toContain('  s_case_type -->|"otherwise"| s_case_questions');
    expect(lines).toContain('  s_case_review -.->|change| s_select_property');
    expect(lines).toContain('  s_select_property["/selectTenancy<br/>case.property.heading"]');
    expect(lines).not.toContain('  s_case_review -.->|change| s_case_created');
  });
});
