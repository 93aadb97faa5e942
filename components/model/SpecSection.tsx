import { useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import type { ModelDetailData } from '@/store/modelDetailSlice';
import { SectionHeader } from '../ui/SectionHeader';
import styles from './SpecSection.module.css';

type Props = {
  info: ModelDetailData['detailSpecInfo'];
  /** A table was opened by the shopper (interest in the model, for the recommender). */
  onOpen?: () => void;
};

/**
 * The spec table open by default, the geometry (one column per frame size) behind a toggle: most
 * shoppers read the spec, fewer compare stack and reach. Tables are built and sanitized on the server.
 */
export function SpecSection({ info, onOpen }: Props) {
  const [specOpen, setSpecOpen] = useState(true);
  const [geometryOpen, setGeometryOpen] = useState(false);
  if (!info.isShow) return null;
  // Reported from the click, not from the state: the spec starts open, and that is not the shopper's doing.
  const toggle = (open: boolean, set: (open: boolean) => void) => {
    if (!open) onOpen?.();
    set(!open);
  };
  return (
    <section className={styles.section} aria-labelledby="model-spec">
      <SectionHeader id="model-spec" title="사양" />
      {info.isShowDetailSpec ? (
        <Toggle
          id="spec-table"
          label="주요 사양"
          open={specOpen}
          onToggle={() => toggle(specOpen, setSpecOpen)}
          html={info.htmlDetailSpec}
        />
      ) : null}
      {info.isShowGeometry ? (
        <Toggle
          id="geometry-table"
          label="지오메트리 (사이즈별 치수)"
          open={geometryOpen}
          onToggle={() => toggle(geometryOpen, setGeometryOpen)}
          html={info.htmlGeometry}
          scroll
        />
      ) : null}
    </section>
  );
}

function Toggle({
  id,
  label,
  open,
  onToggle,
  html,
  scroll = false,
}: {
  id: string;
  label: string;
  open: boolean;
  onToggle: () => void;
  html: string;
  scroll?: boolean;
}) {
  return (
    <div className={styles.block}>
      <h3>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={id} onClick={onToggle}>
          <span>{label}</span>
          <Icon name="chevron-down" size={20} className={open ? styles.chevronOpen : styles.chevron} />
        </button>
      </h3>
      <div
        id={id}
        hidden={!open}
        className={scroll ? `${styles.table} ${styles.scroll}` : styles.table}
        tabIndex={scroll ? 0 : undefined}
        role={scroll ? 'region' : undefined}
        aria-label={scroll ? label : undefined}
        // Built from catalogue JSON with every value escaped, then sanitized on the server.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  );
}
