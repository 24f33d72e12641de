/**
 * Bond information items derived from the issues: an issuance announcement and a
 * listing notice per issue (about all its tranches), some ongoing disclosures
 * (interest payments, rating reviews) per bond, and a redemption notice for bonds
 * repaid or called. Only items dated before the seed's "now" exist. Pure.
 */
import { randomFor, SEED_BASE_DATE } from '#src/seed/random.ts';
import { addDays, addMonths, generateIssues, TODAY, type GeneratedBond, type GeneratedIssue } from './generate-bonds.ts';
import { interestTexts, issuanceTexts, listingTexts, ratingTexts, redemptionTexts, type ItemTexts } from './texts.ts';

export interface GeneratedInformation {
  slug: string;
  catSlug: 'issuance' | 'listing' | 'disclosure' | 'redemption';
  /** Macao date of publication. */
  day: string;
  publishedAt: Date;
  bonds: GeneratedBond[];
  texts: ItemTexts;
}

export interface BondSeedPlan {
  issues: GeneratedIssue[];
  bonds: GeneratedBond[];
  information: GeneratedInformation[];
}

/** 10:00 in Macao (UTC+8) on a day, plus a few minutes so items of a day keep an order. */
const publishedAt = (day: string, minutes: number) => new Date(Date.parse(`${day}T02:00:00Z`) + minutes * 60_000);

const MONTHS_BETWEEN = { annual: 12, 'semi-annual': 6, quarterly: 3, 'at-maturity': 0 } as const;

export function generateBondPlan(): BondSeedPlan {
  const issues = generateIssues();
  const information: GeneratedInformation[] = [];
  const add = (slug: string, catSlug: GeneratedInformation['catSlug'], day: string, bonds: GeneratedBond[], texts: ItemTexts, minutes: number) => {
    const at = publishedAt(day, minutes);
    if (day < TODAY && at < SEED_BASE_DATE) information.push({ slug, catSlug, day, publishedAt: at, bonds, texts });
  };

  for (const issue of issues) {
    const first = issue.bonds[0] as GeneratedBond;
    add(`issue-${issue.key}`, 'issuance', first.disclosureDate, issue.bonds, issuanceTexts(issue.bonds), 0);
    const listedOn = addDays(first.valueDate, 1);
    add(`listing-${issue.key}`, 'listing', listedOn, issue.bonds, listingTexts(issue.bonds, listedOn), 5);

    for (const bond of issue.bonds) {
      const rnd = randomFor(`bonds:information:${bond.bondNumber}`);
      const every = MONTHS_BETWEEN[bond.interestPayment];
      // The last coupon paid before today, for a third of the live bonds.
      if (every && bond.status === 'outstanding' && rnd() < 0.35) {
        let to = addMonths(bond.valueDate, every);
        while (addMonths(to, every) < TODAY) to = addMonths(to, every);
        if (to < TODAY) add(`interest-${bond.bondNumber}`, 'disclosure', addDays(to, -7), [bond], interestTexts(bond, addMonths(to, -every), to), 10);
      }
      if (bond.rating && rnd() < 0.25) {
        const on = addMonths(bond.valueDate, 12);
        if (on < bond.maturityDate) add(`rating-${bond.bondNumber}`, 'disclosure', on, [bond], ratingTexts(bond, on), 15);
      }
      if (bond.status === 'matured') add(`redemption-${bond.bondNumber}`, 'redemption', addDays(bond.maturityDate, -10), [bond], redemptionTexts(bond, bond.maturityDate, false), 20);
      if (bond.status === 'redeemed' && bond.redeemedOn) add(`call-${bond.bondNumber}`, 'redemption', addDays(bond.redeemedOn, -30), [bond], redemptionTexts(bond, bond.redeemedOn, true), 20);
    }
  }
  information.sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime() || a.slug.localeCompare(b.slug));
  return { issues, bonds: issues.flatMap((i) => i.bonds), information };
}
