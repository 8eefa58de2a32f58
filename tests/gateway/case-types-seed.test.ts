import { describe, expect, it } from 'vitest';
import type { CaseAnswer, CaseType } from '../../schemas/generated/types';
import { isOfferedFor } from '../../gateway/server/cases/case-checks';
import { caseTypeProblems } from '../../gateway/server/cases/case-type-checks';
import { offeredOptions, walkQuestionnaire } from '../../gateway/server/cases/questionnaire';
import { cases } from '../../gateway/server/seed/cases';
import { SeedCalendar } from '../../gateway/server/seed/dates';
import { tenancies } from '../../gateway/server/seed/people';
import { CASE_TYPES } from '../../gateway/server/seed/case-types';
import { MORE_CASE_TYPES } from '../../gateway/server/seed/case-types-household';
import common from '../../src/i18n/locales/en-GB/common.json';
import journeys from '../../src/i18n/locales/en-GB/journeys.json';

const TYPES: CaseType[] = [...CASE_TYPES, ...MORE_CASE_TYPES];
const QUESTIONS = TYPES.flatMap((type) => type.additionalInfo);
const OPTIONS = QUESTIONS.flatMap((question) => question.options);
const MESSAGES: Record<string, unknown> = { ...common, ...journeys };

const offeredTo = (group: string) => TYPES.filter((type) => isOfferedFor(type, group)).map((type) => type.description);

describe('seeded case types', () => {
  it('offer at least 8 self-service types, and keep staff-only ones', () => {
    expect(TYPES.filter((type) => type.isVisibleForSelfServe).length).toBeGreaterThanOrEqual(8);
    expect(TYPES.some((type) => !type.isVisibleForSelfServe)).toBe(true);
    expect(new Set(TYPES.map((type) => type.description)).size).toBe(TYPES.length);
  });

  it("each pass the checks an analyst's new type must pass", () => {
    for (const type of TYPES)
      expect(
        caseTypeProblems(
          type,
          TYPES.filter((other) => other !== type),
        ),
        type.id,
      ).toEqual([]);
  });

  it('use every question feature of the questionnaire rules between them', () => {
    expect(new Set(QUESTIONS.map((q) => q.type))).toEqual(new Set(['Radio', 'List', 'Text']));
    expect(QUESTIONS.some((q) => !q.isEnabled)).toBe(true);
    expect(OPTIONS.some((o) => o.dependsOnAttributes?.some((a) => a.key === 'TenancyType'))).toBe(true);
    expect(new Set(OPTIONS.map((o) => o.skipQuestions).filter((skip) => skip !== undefined && skip > 1))).toEqual(
      new Set([2, 3, 4]),
    );
    expect(OPTIONS.some((o) => o.endsQuestionnaire)).toBe(true);
    expect(QUESTIONS.some((q) => q.blocking)).toBe(true);
    expect(QUESTIONS.some((q) => q.alertMessageCode)).toBe(true);
    expect(QUESTIONS.filter((q) => q.isCovidQuestion).map((q) => q.type)).toEqual(['Radio']);
  });

  it('have plain-English words for every message code a question uses', () => {
    const codes = QUESTIONS.flatMap((q) => [q.blocking?.errorCode, q.alertMessageCode?.code]).filter(
      (code): code is string => code !== undefined,
    );
    if (QUESTIONS.some((q) => q.isCovidQuestion)) codes.push('Case_Covid_CC007');
    expect(codes.length).toBeGreaterThanOrEqual(8);
    for (const code of codes) {
      expect(typeof MESSAGES[code], code).toBe('string');
      expect(String(MESSAGES[code]).length, code).toBeGreaterThan(20);
    }
  });

  it('answer blocking only with options the question has', () => {
    for (const question of QUESTIONS) {
      for (const { responseId } of question.blocking?.dependsOn ?? []) {
        expect(
          question.options.map((o) => o.id),
          question.questionId,
        ).toContain(responseId);
      }
    }
  });

  it('differ by tenancy group: a leaseholder is offered service charges but not rent, a tenant the reverse', () => {
    const leasehold = offeredTo('Leasehold');
    const social = offeredTo('Social');
    expect(leasehold).toContain('Service charge query');
    expect(leasehold).not.toContain('Rent query');
    expect(leasehold).not.toContain('Change of household');
    expect(social).toContain('Rent query');
    expect(social).not.toContain('Service charge query');
    expect(offeredTo('Non-residential')).toContain('Garage or parking query');
    expect(leasehold).not.toContain('Complaint about our service');
  });

  it("hold seeded cases whose answers follow their type's questionnaire for the tenancy", () => {
    const calendar = new SeedCalendar(new Date('2025-03-14T10:00:00Z'));
    const tenancy = new Map(tenancies(calendar).map((t) => [t.id, t]));
    for (const seeded of cases(calendar)) {
      const type = TYPES.find((t) => t.id === seeded.case_type_id);
      const held = tenancy.get(seeded.tenancy_id ?? '');
      expect(type && held, seeded.id).toBeTruthy();
      if (!type || !held) continue;
      const attributes = { TenancyType: held.tenancy_type, TenancyGroup: held.tenancy_group };
      expect(isOfferedFor(type, held.tenancy_group), seeded.id).toBe(true);
      const answers = JSON.parse(String(seeded.additional_info)) as CaseAnswer[];
      const byId = new Map(answers.map((a) => [a.questionId, a]));
      const route = walkQuestionnaire(type.additionalInfo, byId, attributes);
      expect(
        route.map((q) => q.questionId),
        seeded.id,
      ).toEqual(answers.map((a) => a.questionId));
      for (const question of route.filter((q) => q.type !== 'Text')) {
        const offered = offeredOptions(question, attributes).map((o) => o.id);
        expect(offered, `${seeded.id} ${question.questionId}`).toContain(
          byId.get(question.questionId)?.responseId?.[0],
        );
      }
    }
  });
});
