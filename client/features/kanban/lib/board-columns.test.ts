import type { Task } from "@shared/contracts/kanban";
import { describe, expect, it } from "vitest";
import { dropTarget, findColumn, moveAcross, moveWithin, toColumns } from "./board-columns";

const task = (id: string, status: Task["status"], position: number): Task => ({
  id,
  userId: null,
  boardId: "b",
  title: id,
  description: "",
  status,
  priority: "moderate",
  assignedTo: null,
  assigneeName: null,
  dueDate: null,
  taskType: "credit-evaluation",
  position,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
});

describe("board columns", () => {
  const tasks = [
    task("a", "todo", 2),
    task("b", "todo", 1),
    task("c", "done", 5),
    task("d", "in_progress", 1),
  ];
  const columns = toColumns(tasks);
  const position = (id: string) => tasks.find((t) => t.id === id)?.position ?? 0;

  it("groups by status in position order", () => {
    expect(columns).toEqual({ todo: ["b", "a"], in_progress: ["d"], done: ["c"] });
    expect(findColumn(columns, "column:done")).toBe("done");
    expect(findColumn(columns, "a")).toBe("todo");
    expect(findColumn(columns, "column:nope")).toBeNull();
  });

  it("moves across columns to the hovered card or the end", () => {
    expect(moveAcross(columns, "a", "in_progress", "d")).toEqual({
      todo: ["b"],
      in_progress: ["a", "d"],
      done: ["c"],
    });
    expect(moveAcross(columns, "a", "done", "column:done")).toEqual({
      todo: ["b"],
      in_progress: ["d"],
      done: ["c", "a"],
    });
  });

  it("reorders within a column and names the neighbours for the server", () => {
    const reordered = moveWithin(columns, "a", "b");
    expect(reordered.todo).toEqual(["a", "b"]);
    expect(dropTarget(reordered, "a", position)).toEqual({
      status: "todo",
      afterId: null,
      beforeId: "b",
      position: 0,
      index: 0,
    });
    const across = moveAcross(columns, "b", "done", "c");
    expect(dropTarget(across, "b", position)).toMatchObject({ status: "done", afterId: null, beforeId: "c" });
    const middle = { todo: ["b", "x", "a"], in_progress: [], done: [] };
    expect(dropTarget(middle, "x", position)).toMatchObject({ afterId: "b", beforeId: "a", position: 1.5 });
  });
});
