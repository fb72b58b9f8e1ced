/** The dashboards' subjects as a one-level tree (WAI-ARIA tree: arrows, Home and End move; Enter or click selects). */
import { useId, type KeyboardEvent, type ReactElement } from 'react';

export interface TreeNode {
  id: string;
  label: string;
}

export function SubjectTree({ nodes, selected, onSelect }: { nodes: readonly TreeNode[]; selected: string | null; onSelect(id: string): void }): ReactElement {
  const onKey = (e: KeyboardEvent<HTMLLIElement>, i: number) => {
    const to = e.key === 'ArrowDown' ? i + 1 : e.key === 'ArrowUp' ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? nodes.length - 1 : -1;
    if (to >= 0 && to < nodes.length) {
      e.preventDefault();
      (e.currentTarget.parentElement?.children[to] as HTMLElement | undefined)?.focus();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSelect(nodes[i]!.id);
    }
  };
  const titleId = useId();
  return (
    <nav className="fiu-dash__tree" aria-label="Subjects">
      <p className="fiu-dash__tree-title" id={titleId}>
        Subjects
      </p>
      <ul role="tree" aria-labelledby={titleId}>
        {nodes.map((n, i) => (
          <li
            key={n.id}
            role="treeitem"
            aria-selected={n.id === selected}
            tabIndex={n.id === selected ? 0 : -1}
            className="fiu-dash__node"
            onClick={() => onSelect(n.id)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {n.label}
          </li>
        ))}
      </ul>
    </nav>
  );
}
