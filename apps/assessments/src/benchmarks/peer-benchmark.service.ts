import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { PeerBenchmarkView } from '@bv/contracts';
import { MIN_COHORT, SEA_COUNTRIES, chooseCohort, cohortLadder, peerBenchmark, peerProfileOf, type CohortFilter } from '@bv/domain';
import { DATA_SOURCE } from '@bv/service-kit';
import type { ProAssessmentEntity } from '../pro/entities/pro-assessment.entity';
import { PeerResultEntity } from './peer-result.entity';

/**
 * Where a Pro result stands among other companies' anonymised Pro results (docs/product-rules.md,
 * "Peer benchmarks"): the narrowest cohort of at least 20, widened and named as such, or nothing.
 */
@Injectable()
export class PeerBenchmarkService {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async forAssessment(assessment: ProAssessmentEntity): Promise<PeerBenchmarkView> {
    const ladder = cohortLadder(peerProfileOf(assessment.userInfo));
    const none = { narrowestLabel: ladder[0]?.label ?? null, cohort: null, overall: null, categories: [] };
    if (ladder.length === 0) return { status: 'unplaced', ...none };
    const sizes = await Promise.all(ladder.map((cohort) => this.cohort(cohort.filter).getCount()));
    const chosen = chooseCohort(ladder, (cohort) => sizes[ladder.indexOf(cohort)]);
    if (!chosen) return { status: 'too_few', ...none };
    const members = await this.cohort(chosen.cohort.filter).select(['r.totalScore', 'r.categoryScores']).getMany();
    const viewer = {
      total: assessment.totalScore ?? 0,
      categories: (assessment.categoryScores ?? []).map((c) => ({ categoryId: c.categoryId, title: c.title, score: c.score })),
    };
    const benchmark = peerBenchmark(
      viewer,
      chosen,
      members.map((m) => ({ total: m.totalScore, categories: m.categoryScores ?? {} })),
      MIN_COHORT,
    );
    // Shown at one decimal, as on the rest of the page; the percentile was taken on the stored score.
    const categories = benchmark.categories.map((c) => ({ ...c, score: Math.round(c.score * 10) / 10 }));
    return { status: 'shown', narrowestLabel: none.narrowestLabel, ...benchmark, categories };
  }

  /** ExitCheck Pro results in a cohort: Lite results are on another scale and never mixed in. */
  private cohort(filter: CohortFilter): SelectQueryBuilder<PeerResultEntity> {
    const query = this.dataSource.getRepository(PeerResultEntity).createQueryBuilder('r').where("r.kind = 'pro' AND r.tool_type = 'exitcheck'");
    if (filter.industry !== undefined) query.andWhere('r.industry = :industry', { industry: filter.industry });
    if (filter.revenueBand !== undefined) query.andWhere('r.revenue_band = :band', { band: filter.revenueBand });
    if (filter.country !== undefined) query.andWhere('r.country = :country', { country: filter.country });
    if (filter.region === 'sea') query.andWhere('r.country IN (:...sea)', { sea: [...SEA_COUNTRIES] });
    return query;
  }
}
