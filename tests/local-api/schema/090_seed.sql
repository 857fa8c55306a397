-- Seed rows. Values chosen so each filter and order test has an unambiguous answer.
insert into public.countries (id, name, code) values
  (1, 'México', 'MX'), (2, 'Chile', 'CL'), (3, 'Perú', null);

insert into public.users (username, status, age_range, catchphrase, tags, data, country_id, big, amount) values
  ('ana', 'ONLINE', '[20,30)', 'Hola mundo', '{a,b}',
   '{"lang": "es", "level": 3, "nested": {"x": 1}}', 1, 9007199254740993, 12345678901234567890.123456789),
  ('beto', 'OFFLINE', '[30,40)', 'Adiós, amigos', '{b,c}', '{"lang": "en", "level": 1}', 2, 1, 1.5),
  ('carla', 'AWAY', '[25,35)', null, '{c}', '{"lang": "es", "level": 2}', 1, 2, 2.25),
  ('dani', 'ONLINE', null, 'Sí (o no)', '{}', null, null, null, null),
  ('elena', 'OFFLINE', '[40,50)', 'El "jefe", dijo', '{a,c}', '{"lang": "pt", "level": 5}', 3, 3, 0);

insert into public.profiles (username, bio, website) values
  ('ana', 'Desarrolladora', 'https://ana.example'), ('beto', 'Diseñador', null);

insert into public.channels (id, slug, name) values
  (1, 'general', 'General'), (2, 'random', 'Aleatorio'), (3, 'empty', 'Vacío');
select setval(pg_get_serial_sequence('public.channels', 'id'), 100);

insert into public.messages (id, message, channel_id, username, reviewer) values
  (1, 'Hola a todos', 1, 'ana', 'beto'),
  (2, 'Buenos días', 1, 'beto', null),
  (3, 'Qué tal', 2, 'ana', 'carla'),
  (4, 'Nada nuevo', 2, 'carla', 'ana'),
  (5, 'Adiós', 1, 'dani', null);
select setval(pg_get_serial_sequence('public.messages', 'id'), 100);

insert into public.teams (id, name) values (1, 'Backend'), (2, 'Frontend'), (3, 'Datos');
insert into public.members (team_id, username, role) values
  (1, 'ana', 'lead'), (1, 'beto', 'member'), (2, 'ana', 'member'), (2, 'carla', 'member');

insert into public.documents (id, title, body) values
  (1, 'Gatos', 'The fat cats ate the rats'),
  (2, 'Perros', 'Dogs chase cats quickly'),
  (3, 'Peces', 'Fish swim in the deep sea');

insert into public.items (id, sku, name, qty, note, price) values
  (1, 'A-1', 'Lápiz', 10, 'nota', 5.50), (2, 'B-2', 'Pluma', 3, null, 12.00);
select setval(pg_get_serial_sequence('public.items', 'id'), 100);

insert into public.todos (id, owner, task, done) values
  (1, 'demo-cliente-a', 'Tarea A1', false),
  (2, 'demo-cliente-a', 'Tarea A2', true),
  (3, 'demo-cliente-b', 'Tarea B1', false);
select setval(pg_get_serial_sequence('public.todos', 'id'), 100);

insert into public.secrets (id, value) values (1, 'uno'), (2, 'dos');

insert into personal.notes (id, body) values (1, 'nota personal'), (2, 'otra nota');
