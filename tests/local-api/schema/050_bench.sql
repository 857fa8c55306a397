-- Benchmark data: 100 authors and 5,000 rows (bench/api-bench.ts).
create table public.bench_authors (
  id int primary key,
  name text not null
);
create table public.bench_rows (
  id int primary key,
  author_id int not null references public.bench_authors (id),
  category text not null,
  score int not null,
  title text not null,
  created_at timestamptz not null
);
create index bench_rows_category_idx on public.bench_rows (category);
create index bench_rows_author_idx on public.bench_rows (author_id);

insert into public.bench_authors (id, name)
  select g, 'autor ' || g from generate_series(1, 100) g;
insert into public.bench_rows (id, author_id, category, score, title, created_at)
  select g, 1 + g % 100, (array['a', 'b', 'c', 'd', 'e'])[1 + g % 5], g % 1000, 'título ' || g,
         timestamptz '2026-01-01 00:00:00+00' + g * interval '1 minute'
  from generate_series(1, 5000) g;
analyze public.bench_authors;
analyze public.bench_rows;
