#!/usr/bin/env python3
"""The import graph of src/: which module (file) uses which, its circles, and where a shared
module reaches into a game's.

A module is a file (src/ui/state.rs is ui::state, src/ui/woody/mod.rs is ui::woody). An
edge A -> B is a path A names in its code (`use crate::ui::state::X`, `super::pacing::f`,
`crate::games::woody::INFO`, or a child of A by its name, `woody::INFO`), resolved to the
longest module it starts with; `mod b;`
declarations and A's own tests (`#[cfg(test)] mod tests`) are not edges. A circle is a
strongly connected component of two or more modules: each of them reaches every other.
The layers that issue 36 asks for read bin -> shared UI <- game UI -> game rules ->
engine; a "reach" is a shared module (ui::*, games::* outside a game's folder) that names
a game's module (ui::<game>, games::<game>).

A module and its parent (a folder's mod.rs) lean on each other by design: the parent
declares and re-exports its children, which use the types it defines. Their edges are
left out of the circles unless asked for (`--with-parents`): the circles shown are among
modules that could each stand on their own.

    python3 .ci/tools/imports.py                 the circles and the reaches, counted
    python3 .ci/tools/imports.py --with-parents  the same, parents' edges counted
    python3 .ci/tools/imports.py --edges         every edge, one a line (for a graph tool)
    python3 .ci/tools/imports.py --at-most C R   fails if more than C modules are in
                                                 circles or there are more than R reaches
                                                 (.ci/test: what is left may only shrink)
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2] / "src"
# The games' modules: the registry's rows (src/games/registry.rs), `module Type "feature"`.
GAMES = re.findall(r'^\s*(\w+)\s+\w+\s+"\w+",\s*$', (ROOT / "games" / "registry.rs").read_text(), re.M)
PATH = re.compile(r"\b(crate|super|self)((?:::[A-Za-z_][A-Za-z0-9_]*)+|::\{)")


def module_of(path):
    """The module path of a source file, as a tuple ("ui", "state")."""
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] in ("mod", "lib", "main"):
        parts = parts[:-1]
    return tuple(parts)


def code_of(path):
    """The file's code without comments, string literals' contents and its tests."""
    text = path.read_text()
    text = re.split(r"#\[cfg\(test\)\]\s*(?:pub\s+)?mod\s+tests\b", text)[0]
    text = re.sub(r"//[^\n]*", "", text)
    text = re.sub(r'"(?:[^"\\]|\\.)*"', '""', text)
    return text


def use_trees(code):
    """Every path a `use` item names, its braces expanded: ["crate::ui::state::X", ...]."""
    out = []
    for m in re.finditer(r"\buse\s+([^;]+);", code):
        tree = re.sub(r"\s+as\s+\w+", "", m.group(1))
        out.extend(expand(re.sub(r"\s+", "", tree)))
    return out


def expand(tree):
    """`a::{b, c::{d}}` as ["a::b", "a::c::d"]."""
    start = tree.find("{")
    if start < 0:
        return [tree]
    head, body = tree[:start], tree[start + 1 : tree.rfind("}")]
    parts, depth, current = [], 0, ""
    for ch in body:
        if ch == "," and depth == 0:
            parts.append(current)
            current = ""
            continue
        depth += ch == "{"
        depth -= ch == "}"
        current += ch
    parts.append(current)
    return [p for part in parts if part for p in expand(head + part)]


def resolve(origin, path, modules):
    """The module a path names, from the module `origin`, or None when it names no module
    of the crate."""
    segments = path.split("::")
    if segments[0] == "crate":
        base, rest = (), segments[1:]
    elif segments[0] in ("super", "self"):
        base, rest = origin, segments
        while rest and rest[0] in ("super", "self"):
            if rest[0] == "super":
                base = base[:-1]
            rest = rest[1:]
    else:
        return None
    best = None
    for n in range(len(rest) + 1):
        candidate = base + tuple(rest[:n])
        if candidate in modules:
            best = candidate
    return best


def graph():
    # The binaries (src/main.rs, src/bin/) are the crate's users, not its modules.
    files = {
        module_of(p): p
        for p in ROOT.rglob("*.rs")
        if "bin" not in p.relative_to(ROOT).parts and p.relative_to(ROOT) != pathlib.Path("main.rs")
    }
    modules = set(files)
    edges = {m: set() for m in modules}
    for module, path in files.items():
        code = code_of(path)
        paths = use_trees(code)
        body = re.sub(r"\buse\s+[^;]+;", "", code)
        paths += [m.group(0) for m in PATH.finditer(body)]
        # A child module named by its own name (`woody::INFO`, `use tap::Intent`).
        for child in (m for m in modules if len(m) == len(module) + 1 and m[:-1] == module):
            if re.search(rf"(?<![:\w]){child[-1]}::", code):
                paths.append(f"self::{child[-1]}")
        for p in paths:
            target = resolve(module, p.rstrip(":{"), modules)
            if target is not None and target != module and target != ():
                edges[module].add(target)
    return edges


def circles(edges):
    """Strongly connected components of two or more modules (Tarjan's algorithm)."""
    index, low, stack, on, out, counter = {}, {}, [], set(), [], [0]
    sys.setrecursionlimit(10000)

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return out


def game_of(module):
    return module[1] if len(module) > 1 and module[0] in ("ui", "games") and module[1] in GAMES else None


def reaches(edges):
    """Edges from a shared module into a game's."""
    return sorted(
        (a, b) for a, targets in edges.items() for b in targets if game_of(a) is None and game_of(b) is not None
    )


def name(module):
    return "::".join(module) or "crate"


def main():
    edges = graph()
    if "--edges" in sys.argv:
        for a in sorted(edges):
            for b in sorted(edges[a]):
                print(f"{name(a)} -> {name(b)}")
        return
    if "--with-parents" in sys.argv:
        found = circles(edges)
    else:
        found = circles({a: {b for b in t if b != a[:-1] and b[:-1] != a} for a, t in edges.items()})
    print(f"{sum(len(t) for t in edges.values())} imports between {len(edges)} modules of src/")
    print(f"{len(found)} circle(s):")
    for component in found:
        print(f"  {len(component)} modules: {', '.join(name(m) for m in component)}")
    shared = reaches(edges)
    print(f"{len(shared)} reach(es) of a shared module into a game's:")
    for a, b in shared:
        print(f"  {name(a)} -> {name(b)}")
    if "--at-most" in sys.argv:
        at = sys.argv.index("--at-most")
        most_circled, most_reaches = int(sys.argv[at + 1]), int(sys.argv[at + 2])
        circled = sum(len(c) for c in found)
        imports = sum(len(t) for t in edges.values())
        if imports < 400:
            sys.exit(f"only {imports} imports found in src/: the reading of the code has gone wrong")
        if circled > most_circled or len(shared) > most_reaches:
            sys.exit(
                f"the import graph grew: {circled} modules in circles (at most {most_circled}), "
                f"{len(shared)} reaches into a game's modules (at most {most_reaches})"
            )
        print(f"within the limits: {circled} of {most_circled} modules in circles, "
              f"{len(shared)} of {most_reaches} reaches")


if __name__ == "__main__":
    main()
