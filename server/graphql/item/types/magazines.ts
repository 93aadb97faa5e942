import { builder } from '../builder';
import { MagazineCard } from './home';
import { listMagazineSections, type MagazineSection } from '../../../domain/content/magazineQueries';

const MagazineSectionRef = builder.objectRef<MagazineSection>('MagazineSection').implement({
  description: '매거진 섹션: 편집 제목과 그 아래 매거진 카드 (편집 순서)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    sectionTitle: t.exposeString('sectionTitle'),
    magazines: t.field({ type: [MagazineCard], resolve: (s) => s.magazines }),
  }),
});

builder.queryFields((t) => ({
  magazineSections: t.field({
    type: [MagazineSectionRef],
    description: '매거진 목록 (/recommends): 보이는 섹션과 게시된 매거진',
    resolve: (_root, _args, ctx) => listMagazineSections(ctx.db),
  }),
}));
