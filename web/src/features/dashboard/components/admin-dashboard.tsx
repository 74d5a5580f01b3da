import { useId, type ReactNode } from "react";
import { Link, useNavigate } from "react-router-dom";
import { LoadError } from "@/components/load-error";
import { Loading } from "@/components/loading";
import { PageHeader } from "@/components/page-header";
import { useAdminDashboard, type DashboardData } from "@/features/dashboard/api";
import { dashboardMessages as messages } from "@/features/dashboard/messages";
import {
  activeRatio,
  activeRatioText,
  approvalsTodo,
  attentionCount,
  quickActions,
  visibleStatusCounts,
  type QuickActionContext,
  type TodoItem,
} from "@/features/dashboard/stats";
import { badgeText } from "@/lib/format";

type CardKey = keyof typeof messages.cards;
const CARDS: readonly CardKey[] = ["total", "active", "pending", "inactive"];

interface AdminDashboardProps {
  title: string;
  context: Omit<QuickActionContext, "attention">;
  /** What else waits beside the pending approvals (the route's cash charges and failed crawls), in order. */
  todo?: TodoItem[];
  /** The business figures, right after what needs doing. */
  business?: ReactNode;
  /** Sections composed by the route below the counts (the cash charge requests when cash is on). */
  extra?: ReactNode;
  /** What needs doing before the product works (setup still missing), above everything else. */
  notice?: ReactNode;
}

function StatCard({ card, value }: { card: CardKey; value: number }) {
  const id = useId();
  return (
    <section className={`dashboard-card dashboard-card-${card}`} aria-labelledby={id}>
      <h2 id={id} className="dashboard-card-label">
        {messages.cards[card]}
      </h2>
      <p className="dashboard-card-value">{messages.slotCount(value)}</p>
      <p className="dashboard-card-hint">{messages.cardHints[card]}</p>
    </section>
  );
}

function TodoCount({ count }: { count: number | undefined }) {
  if (count === undefined) {
    return (
      <span className="dashboard-todo-count">
        <span aria-hidden="true">{messages.todoLoading}</span>
        <span className="visually-hidden">{messages.todoLoadingLabel}</span>
      </span>
    );
  }
  return <span className="dashboard-todo-count">{count > 0 ? messages.todoCount(count) : messages.todoNone}</span>;
}

/** What needs doing first: each count links to its list; one above zero stands out. */
function TodoPanel({ items }: { items: TodoItem[] }) {
  return (
    <section className="panel dashboard-todo" aria-labelledby="dashboard-todo-title">
      <h2 id="dashboard-todo-title" className="panel-title">
        {messages.todoTitle}
      </h2>
      <ul className="dashboard-todo-list">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={item.path}
              className={item.count ? `dashboard-todo-item dashboard-todo-${item.id} dashboard-todo-due` : `dashboard-todo-item dashboard-todo-${item.id}`}
              data-testid={`todo-${item.id}`}
            >
              <span className="dashboard-todo-label">{item.label}</span>{" "}
              <TodoCount count={item.count} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function StatusPanel({ data }: { data: DashboardData }) {
  const rows = visibleStatusCounts(data.slots.byStatus);
  return (
    <section className="panel dashboard-panel" aria-labelledby="dashboard-status-title">
      <h2 id="dashboard-status-title" className="panel-title">
        {messages.statusTitle}
      </h2>
      {rows.length === 0 ? (
        <p className="dashboard-empty">{messages.statusEmpty}</p>
      ) : (
        <dl className="dashboard-status-list">
          {rows.map((row) => (
            <div key={row.key} className={`dashboard-status dashboard-status-${row.key}`}>
              <dt>{row.label}</dt>
              <dd>{messages.slotCount(row.count)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function MembersPanel({ data }: { data: DashboardData }) {
  const { total, active, inactive } = data.members;
  const ratio = activeRatio(active, total);
  return (
    <section className="panel dashboard-panel" aria-labelledby="dashboard-members-title">
      <h2 id="dashboard-members-title" className="panel-title">
        {messages.membersTitle}
      </h2>
      <dl className="dashboard-members">
        <div>
          <dt>{messages.members.total}</dt>
          <dd>{messages.memberCount(total)}</dd>
        </div>
        <div>
          <dt>{messages.members.active}</dt>
          <dd>{messages.memberCount(active)}</dd>
        </div>
        <div>
          <dt>{messages.members.inactive}</dt>
          <dd>{messages.memberCount(inactive)}</dd>
        </div>
      </dl>
      <p className="dashboard-ratio">{activeRatioText(active, total)}</p>
      <div className="dashboard-ratio-bar" aria-hidden="true">
        <span style={{ width: `${ratio}%` }} />
      </div>
    </section>
  );
}

/**
 * The admin dashboard, leading with what needs doing (pending approvals, and the route's pending
 * charges and failed crawls, each a count linking to its list), then the business figures, then slot
 * cards, per-status counts above zero, member counts with the active ratio, the route's panels, and
 * quick actions (buttons that navigate, so their names never double the menu's links).
 */
export function AdminDashboard({ title, context, todo = [], business, extra, notice }: AdminDashboardProps) {
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useAdminDashboard();
  const actions = quickActions({ ...context, attention: attentionCount(data?.slots.byStatus) });
  const approvals = approvalsTodo(data?.slots.byStatus, context.preAllocation);
  const todoItems = approvals ? [approvals, ...todo] : todo;

  let content;
  if (isLoading && !data) {
    content = <Loading label={messages.loading} />;
  } else if (error && !data) {
    content = (
      <LoadError error={error} fallback={messages.loadFailed} onRetry={mutate} />
    );
  } else if (data) {
    content = (
      <>
        <div className="dashboard-cards" role="group" aria-label={messages.cardsLabel}>
          {CARDS.map((card) => (
            <StatCard key={card} card={card} value={data.slots[card]} />
          ))}
        </div>
        <div className="dashboard-grid">
          <StatusPanel data={data} />
          <MembersPanel data={data} />
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeader title={title} />
      {notice}
      {todoItems.length > 0 && <TodoPanel items={todoItems} />}
      {business}
      {content}
      {extra}
      <section className="panel dashboard-quick" aria-labelledby="dashboard-quick-title">
        <h2 id="dashboard-quick-title" className="panel-title">
          {messages.quickTitle}
        </h2>
        <div className="dashboard-quick-list">
          {actions.map((action) => (
            <button
              key={action.id}
              type="button"
              className="button button-secondary dashboard-quick-button"
              data-testid={`quick-${action.id}`}
              onClick={() => navigate(action.path)}
            >
              {action.label}
              {action.badge > 0 && " "}
              {action.badge > 0 && (
                <span className="count-badge dashboard-badge" title={messages.attentionBadge(action.badge)}>
                  <span aria-hidden="true">{badgeText(action.badge)}</span>
                  <span className="visually-hidden">{messages.attentionBadge(action.badge)}</span>
                </span>
              )}
            </button>
          ))}
        </div>
      </section>
    </>
  );
}
