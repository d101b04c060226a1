import type {
  KnowledgeItem,
  KnowledgeItemDetail,
  KnowledgeNode,
  SearchHit,
} from "@shared/contracts/knowledge";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Inbox, Plus } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DemoNotice, useIsDemo } from "@/components/demo-notice";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useDeleteItem } from "@/features/knowledge/api/delete-item";
import { useDeleteNode } from "@/features/knowledge/api/delete-node";
import { knowledgeItemQueryOptions } from "@/features/knowledge/api/get-knowledge-item";
import {
  useKnowledgeArticles,
  useKnowledgeCounts,
  useKnowledgeDocumentation,
} from "@/features/knowledge/api/get-knowledge-items";
import { nodeQueryKey } from "@/features/knowledge/api/get-node";
import type { AddTab } from "@/features/knowledge/components/add-knowledge-dialog";
import { CategoryNav } from "@/features/knowledge/components/category-nav";
import type { Destination } from "@/features/knowledge/components/destination-picker";
import { DocumentExplorer, useExplorerState } from "@/features/knowledge/components/document-explorer";
import { DocumentationSection } from "@/features/knowledge/components/documentation-section";
import { ItemCard } from "@/features/knowledge/components/item-card";
import type { NodeActions } from "@/features/knowledge/components/node-preview";
import { SearchBox } from "@/features/knowledge/components/search-box";
import { TREE_CATEGORY } from "@/features/knowledge/constants";
import { useItemText } from "@/features/knowledge/hooks/use-item-text";
import { useKnowledgeMessage } from "@/features/knowledge/hooks/use-knowledge-message";
import { useKnowledgeParams } from "@/features/knowledge/hooks/use-knowledge-params";
import { KNOWLEDGE_CATEGORIES } from "@/lib/catalogue";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { PageHeader } from "../page-header";

// The page's dialogs (Radix Dialog, the reader, the forms) load when one is opened: the cards draw
// without them.
const ItemReader = lazy(() =>
  import("@/features/knowledge/components/item-reader").then((m) => ({ default: m.ItemReader })),
);
const FilePreviewDialog = lazy(() =>
  import("@/features/knowledge/components/file-preview-dialog").then((m) => ({
    default: m.FilePreviewDialog,
  })),
);
const EditItemDialog = lazy(() =>
  import("@/features/knowledge/components/edit-item-dialog").then((m) => ({ default: m.EditItemDialog })),
);
const RenameDialog = lazy(() =>
  import("@/features/knowledge/components/rename-dialog").then((m) => ({ default: m.RenameDialog })),
);
const AddKnowledgeDialog = lazy(() =>
  import("@/features/knowledge/components/add-knowledge-dialog").then((m) => ({
    default: m.AddKnowledgeDialog,
  })),
);
// The search's results (and the HTML sanitiser of their passages) load as the reader starts typing.
const loadSearchResults = () => import("@/features/knowledge/components/search-results");
const SearchResults = lazy(() => loadSearchResults().then((m) => ({ default: m.SearchResults })));
const ConfirmDialog = lazy(() =>
  import("@/components/ui/confirm-dialog").then((m) => ({ default: m.ConfirmDialog })),
);

type PendingDelete =
  | { kind: "item"; item: Pick<KnowledgeItem, "id" | "title" | "description" | "titleEn" | "descriptionEn"> }
  | { kind: "node"; node: KnowledgeNode };

/** Where uploads and new folders go by default: the selected folder, or the folder of the open file. */
function destinationOf(node: KnowledgeNode | undefined): Destination {
  if (!node) return null;
  if (node.type === "folder") return { id: node.id, path: node.path };
  return node.parentId ? { id: node.parentId, path: node.path.slice(0, node.path.lastIndexOf("/")) } : null;
}

export function KnowledgePage() {
  const { t } = useTranslation(["knowledge", "common"]);
  const qc = useQueryClient();
  const params = useKnowledgeParams();
  const countsQuery = useKnowledgeCounts();
  const explorer = useExplorerState();
  const { ofError } = useKnowledgeMessage();
  const itemText = useItemText();
  const [search, setSearch] = useState("");
  const query = useDebouncedValue(search.trim(), 250);
  const [addOpen, setAddOpen] = useState(false);
  const [addTab, setAddTab] = useState<AddTab>("article");
  const [addDestination, setAddDestination] = useState<Destination>(null);
  const [addSession, setAddSession] = useState(0);
  const [editing, setEditing] = useState<KnowledgeItemDetail | null>(null);
  const [renaming, setRenaming] = useState<KnowledgeNode | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const deleteItem = useDeleteItem();
  const deleteNode = useDeleteNode();
  const demo = useIsDemo();

  // A bare `?item=` link (the assistant's sources) shows the page of that item's category: the
  // reader's own read of the item (same query, one request) says which.
  const linkedItem = useQuery({
    ...knowledgeItemQueryOptions(params.itemId ?? ""),
    enabled: Boolean(params.itemId) && !params.explicitCategory,
  }).data;
  const category =
    params.explicitCategory ?? (linkedItem?.category as typeof params.category) ?? params.category;
  const categoryKey = KNOWLEDGE_CATEGORIES.find((c) => c.value === category)?.key ?? "credit";
  const counted = countsQuery.data;
  const counts = counted?.reduce<Record<string, number>>((acc, c) => {
    acc[c.category] = (acc[c.category] ?? 0) + c.count;
    return acc;
  }, {});
  const countOf = (kind: string) =>
    counted?.find((c) => c.category === category && c.kind === kind)?.count ?? 0;
  const articlesQuery = useKnowledgeArticles(category);
  // The cards draw as soon as the first page answers (a card's summary is the page's largest text;
  // drawn in the background it came a commit later, and twelve cards make no long task).
  const articlePages = articlesQuery.data;
  const articles = articlePages?.pages.flat() ?? [];
  const documentationQuery = useKnowledgeDocumentation(category, countOf("documentation") > 0);
  const documentation = documentationQuery.data ?? [];
  const loaded = Boolean(counted && articlePages);
  const isLoading = countsQuery.isLoading || articlesQuery.isLoading;
  const isError = countsQuery.isError || articlesQuery.isError || documentationQuery.isError;
  const refetch = () => {
    for (const q of [countsQuery, articlesQuery, documentationQuery]) if (q.isError) void q.refetch();
  };
  // A full last page says there may be more; the count says when that page was the last one (and
  // never hides what the pages already show).
  const articleCount = Math.max(countOf("article"), articles.length);
  const moreArticles = articlesQuery.hasNextPage && articles.length < articleCount;
  const cardsRef = useRef<HTMLUListElement>(null);
  // The keyboard goes on from the first new card, as a reader's eyes do, once it is drawn (the
  // cards are drawn in the background, perhaps frames after the page has arrived), unless the focus
  // has moved meanwhile.
  const focusFrom = useRef<{ first: number; from: Element | null } | null>(null);
  useEffect(() => {
    const pending = focusFrom.current;
    const target =
      pending && cardsRef.current?.children[pending.first]?.querySelector<HTMLElement>("a, button");
    if (!pending || !target) return;
    focusFrom.current = null;
    const active = document.activeElement;
    if (active === pending.from || active === document.body) target.focus();
  });
  const showMore = async () => {
    if (articlesQuery.isFetchingNextPage) return;
    focusFrom.current = { first: articles.length, from: document.activeElement };
    const result = await articlesQuery.fetchNextPage();
    if (result.isError) focusFrom.current = null;
  };
  const isTree = category === TREE_CATEGORY;

  const selectedNode = () => {
    const id = params.fileId ?? explorer.folderId;
    return id ? qc.getQueryData<KnowledgeNode>(nodeQueryKey(id)) : undefined;
  };
  const openAdd = (tab: AddTab, destination: Destination = destinationOf(selectedNode())) => {
    setAddTab(tab);
    setAddDestination(destination);
    setAddSession((n) => n + 1);
    setAddOpen(true);
  };
  // The sidebar's 'Importer des connaissances' lands here with ?import=1: the dialog opens on the
  // upload tab, into the root, until it is closed (which drops the parameter).
  const addIsOpen = addOpen || params.importOpen;
  const shownTab = addOpen ? addTab : "file";
  const closeAdd = () => {
    setAddOpen(false);
    if (params.importOpen) params.closeImport();
  };

  const editItem = async (item: Pick<KnowledgeItem, "id">) => {
    try {
      setEditing(await qc.fetchQuery(knowledgeItemQueryOptions(item.id)));
    } catch (error) {
      toast({ variant: "destructive", title: t("toasts.errorTitle"), description: ofError(error) });
    }
  };

  const nodeActions: NodeActions = {
    onRename: setRenaming,
    onDelete: (node) => setPendingDelete({ kind: "node", node }),
    onNewFolder: (parent) => openAdd("folder", destinationOf(parent)),
    onUploadHere: (parent) => openAdd("file", destinationOf(parent)),
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const onError = (error: unknown) =>
      toast({ variant: "destructive", title: t("toasts.errorTitle"), description: ofError(error) });
    if (pendingDelete.kind === "item") {
      const { id } = pendingDelete.item;
      deleteItem.mutate(id, {
        onSuccess: () => {
          toast({ title: t("toasts.itemDeleted") });
          setPendingDelete(null);
          if (params.itemId === id) params.closeItem(category);
        },
        onError,
      });
    } else {
      const { node } = pendingDelete;
      deleteNode.mutate(node.id, {
        onSuccess: () => {
          toast({ title: t("toasts.nodeDeleted") });
          setPendingDelete(null);
          if (params.fileId === node.id) params.closeFile();
          if (explorer.folderId === node.id) explorer.setFolderId(null);
        },
        onError,
      });
    }
  };

  const openHit = (hit: SearchHit) => {
    if (hit.type === "item") {
      params.openItem(hit.id);
    } else {
      setSearch("");
      params.openFile(hit.id, hit.category);
    }
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <PageHeader
        title={t("page.title")}
        description={t("page.description")}
        actions={
          demo ? undefined : (
            <Button onClick={() => openAdd("article")}>
              <Plus aria-hidden="true" />
              {t("add")}
            </Button>
          )
        }
      />
      {demo && <DemoNotice />}
      <SearchBox
        value={search}
        onChange={(value) => {
          if (value.trim()) void loadSearchResults();
          setSearch(value);
        }}
      />

      {query ? (
        <Suspense fallback={<Skeleton radius="xl" className="h-40" />}>
          <SearchResults query={query} onOpen={openHit} />
        </Suspense>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
          <div className="min-w-0 lg:sticky lg:top-20 lg:self-start">
            <CategoryNav current={category} counts={counts} />
          </div>
          <div className="grid min-w-0 content-start gap-10">
            <section aria-labelledby="knowledge-category" className="grid gap-4">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <h2 id="knowledge-category" className="text-xl font-semibold">
                  {t(`common:knowledgeCategories.${categoryKey}`)}
                </h2>
                {counts && (
                  <p className="text-sm text-muted-foreground">
                    {t("categories.count", { count: counts[category] ?? 0 })}
                  </p>
                )}
              </div>
              {isLoading && (
                <div
                  role="status"
                  aria-label={t("list.loading")}
                  className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3"
                >
                  {[0, 1, 2, 3].map((i) => (
                    <div key={i} className="grid gap-3 rounded-xl border bg-card p-5">
                      <Skeleton radius="full" className="h-5 w-20" />
                      <Skeleton className="h-5 w-3/4" />
                      <Skeleton className="h-4 w-full" />
                      <Skeleton className="h-4 w-1/2" />
                    </div>
                  ))}
                </div>
              )}
              {isError && <LoadError message={t("list.loadError")} onRetry={() => void refetch()} />}
              {loaded && articles.length === 0 && countOf("documentation") === 0 && (
                <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
                  <Inbox aria-hidden="true" className="size-8 text-muted-foreground" />
                  <p className="font-medium">{t("list.empty")}</p>
                  <p className="max-w-sm text-sm text-muted-foreground">{t("list.emptyHint")}</p>
                </div>
              )}
              {articles.length > 0 && (
                <ul ref={cardsRef} className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3">
                  {articles.map((item) => (
                    <li key={item.id}>
                      <ItemCard
                        item={item}
                        onOpen={() => params.openItem(item.id)}
                        onEdit={() => void editItem(item)}
                        onDelete={() => setPendingDelete({ kind: "item", item })}
                      />
                    </li>
                  ))}
                </ul>
              )}
              {moreArticles && (
                <div className="flex flex-wrap items-center justify-center gap-3">
                  <p className="text-sm text-muted-foreground tabular-nums">
                    {t("list.shown", { shown: articles.length, count: articleCount })}
                  </p>
                  <Button
                    variant="outline"
                    onClick={() => void showMore()}
                    aria-busy={articlesQuery.isFetchingNextPage}
                  >
                    {articlesQuery.isFetchingNextPage ? t("list.loadingMore") : t("list.more")}
                  </Button>
                </div>
              )}
            </section>
          </div>
        </div>
      )}
      {/* Full width below the cards: the tree and the preview beside it need the room. */}
      {!query && (
        <>
          <DocumentationSection items={documentation} onOpen={(item) => params.openItem(item.id)} />
          {isTree && (
            <DocumentExplorer
              state={explorer}
              fileId={params.fileId}
              onOpenFile={(id) => params.openFile(id)}
              onCloseFile={params.closeFile}
              actions={nodeActions}
            />
          )}
        </>
      )}

      <Suspense fallback={null}>
        {params.itemId && (
          <ItemReader
            itemId={params.itemId}
            onClose={(item) => params.closeItem(item?.category ?? category)}
            onEdit={setEditing}
            onDelete={(item) => setPendingDelete({ kind: "item", item })}
          />
        )}
        {/* A file outside the tree's category (reached from a search result) opens over the page. */}
        {params.fileId && !isTree && (
          <FilePreviewDialog fileId={params.fileId} actions={nodeActions} onClose={params.closeFile} />
        )}
        {editing && <EditItemDialog item={editing} onClose={() => setEditing(null)} />}
        {renaming && <RenameDialog node={renaming} onClose={() => setRenaming(null)} />}
        {addIsOpen && (
          <AddKnowledgeDialog
            key={addSession}
            open={addIsOpen}
            tab={shownTab}
            onTabChange={(tab) => {
              setAddTab(tab);
              setAddOpen(true);
            }}
            onClose={closeAdd}
            category={category}
            destination={addOpen ? addDestination : null}
            onItemCreated={(item) => {
              closeAdd();
              if (item.category !== category) params.setCategory(item.category as typeof category);
            }}
            onFileUploaded={(node) => {
              closeAdd();
              params.openFile(node.id, node.category);
            }}
            onFolderCreated={(node) => {
              closeAdd();
              if (node.parentId) explorer.reveal([node.parentId]);
              explorer.setFolderId(node.id);
              if (category !== TREE_CATEGORY || params.fileId) params.setCategory(TREE_CATEGORY);
            }}
          />
        )}
        {pendingDelete && (
          <ConfirmDialog
            open={Boolean(pendingDelete)}
            onOpenChange={(open) => !open && setPendingDelete(null)}
            pending={deleteItem.isPending || deleteNode.isPending}
            confirmLabel={
              deleteItem.isPending || deleteNode.isPending ? t("confirm.pending") : t("confirm.confirm")
            }
            onConfirm={confirmDelete}
            title={
              pendingDelete?.kind === "item"
                ? t("confirm.deleteItemTitle")
                : pendingDelete?.node.type === "folder"
                  ? t("confirm.deleteFolderTitle")
                  : t("confirm.deleteFileTitle")
            }
            description={
              pendingDelete?.kind === "item"
                ? t("confirm.deleteItemDescription", { title: itemText(pendingDelete.item).title })
                : pendingDelete?.node.type === "folder"
                  ? t("confirm.deleteFolderDescription", { name: pendingDelete.node.name })
                  : t("confirm.deleteFileDescription", { name: pendingDelete?.node.name ?? "" })
            }
          />
        )}
      </Suspense>
    </div>
  );
}
