<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>DashboardPage</name>
    <message>
        <source>No establishment yet. Use File &gt; Set up an establishment… to add yours.</source>
        <translation>Aún no hay ningún establecimiento. Use Archivo &gt; Configurar un establecimiento… para agregar el suyo.</translation>
    </message>
    <message>
        <source>Nothing is due. Record your grease interceptors and traps on the Establishment &amp; devices page, and their pump-outs and cleanings appear here.</source>
        <translation>No vence nada. Registre sus interceptores y trampas de grasa en la página Establecimiento y equipos, y sus bombeos y limpiezas aparecerán aquí.</translation>
    </message>
    <message>
        <source>Pump-outs to check: keep the hauler&apos;s manifest of each one, and check a pump-out well under the device&apos;s capacity against its manifest.</source>
        <translation>Bombeos que revisar: guarde el manifiesto del transportista de cada uno, y compare con su manifiesto un bombeo muy por debajo de la capacidad del equipo.</translation>
    </message>
    <message>
        <source>Double-click a line, or press Enter, to record what it asks for.</source>
        <translation>Haga doble clic en una línea, o presione Intro, para registrar lo que pide.</translation>
    </message>
    <message>
        <source>These half-years ended without a signed training, and no session now can count for them. Write what happened and what was done about it: it then shows only in the records packet, with your note.</source>
        <translation>Estos semestres terminaron sin una capacitación firmada, y ninguna sesión puede ya contar por ellos. Escriba qué pasó y qué se hizo al respecto: desde entonces solo aparece en el paquete de registros, con su nota.</translation>
    </message>
    <message>
        <source>What is due</source>
        <translation>Qué vence</translation>
    </message>
    <message>
        <source>Traps cleaned today…</source>
        <translation>Trampas limpiadas hoy…</translation>
    </message>
    <message>
        <source>Photos to file…</source>
        <translation>Fotos por archivar…</translation>
    </message>
    <message>
        <source>Needs attention</source>
        <translation>Requiere atención</translation>
    </message>
    <message>
        <source>Rule R2: pump-outs, their manifests and their gallons.</source>
        <translation>Regla R2: los bombeos, sus manifiestos y sus galones.</translation>
    </message>
    <message>
        <source>Missed: record what happened</source>
        <translation>No cumplido: registre qué pasó</translation>
    </message>
    <message>
        <source>Rule R4: twice each calendar year; a missed half is explained.</source>
        <translation>Regla R4: dos veces por año calendario; un semestre no cumplido se explica.</translation>
    </message>
    <message>
        <source>Missed trainings</source>
        <translation>Capacitaciones no cumplidas</translation>
    </message>
    <message>
        <source>Record what happened…</source>
        <translation>Registrar qué pasó…</translation>
    </message>
    <message>
        <source>Double-click to show it on the Maintenance page.</source>
        <translation>Haga doble clic para verlo en la página Mantenimiento.</translation>
    </message>
    <message>
        <source>What is due at {name}</source>
        <translation>Qué vence en {name}</translation>
    </message>
    <message>
        <source>As of {date}: {overdue}, {soon}</source>
        <translation>Al {date}: {overdue}; {soon}</translation>
    </message>
    <message numerus="yes">
        <source>%n overdue</source>
        <translation>
            <numerusform>%n vencida</numerusform>
            <numerusform>%n vencidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n due within {days}</source>
        <translation>
            <numerusform>%n por vencer en {days}</numerusform>
            <numerusform>%n por vencer en {days}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Photos to file (%n)…</source>
        <translation>
            <numerusform>Fotos por archivar (%n)…</numerusform>
            <numerusform>Fotos por archivar (%n)…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DueModel</name>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Para</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Vence</translation>
    </message>
    <message>
        <source>Days left</source>
        <translation>Días restantes</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Por qué</translation>
    </message>
    <message>
        <source>{kind} of {subject}: due {due}, met {met} — {state}. Why: {why} (rule {rule}).</source>
        <translation>{kind} de {subject}: vence el {due}, cumplido el {met} — {state}. Por qué: {why} (regla {rule}).</translation>
    </message>
    <message>
        <source>{kind} of {subject}: due {due} — {state}. Why: {why} (rule {rule}).</source>
        <translation>{kind} de {subject}: vence el {due} — {state}. Por qué: {why} (regla {rule}).</translation>
    </message>
</context>
<context>
    <name>ExplainMissedDialog</name>
    <message>
        <source>The inspector reads this note in the records packet, beside the missed half-year.</source>
        <translation>El inspector lee esta nota en el paquete de registros, junto al semestre no cumplido.</translation>
    </message>
    <message>
        <source>e.g. The June session was cancelled; Sam was trained on July 8, and both sessions are now booked in January.</source>
        <translation>p. ej., La sesión de junio se canceló; Sam recibió la capacitación el 8 de julio, y ambas sesiones ya están programadas para enero.</translation>
    </message>
    <message>
        <source>MMM d</source>
        <translation>d &apos;de&apos; MMM</translation>
    </message>
    <message>
        <source>{start} – {end}, {year}</source>
        <translation>{start} – {end} de {year}</translation>
    </message>
    <message>
        <source>Missed training of {who}, {half}</source>
        <translation>Capacitación no cumplida de {who}, {half}</translation>
    </message>
    <message>
        <source>Record explanation</source>
        <translation>Registrar explicación</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Qué sucedió</translation>
    </message>
</context>
<context>
    <name>Page</name>
    <message>
        <source>Dashboard</source>
        <translation>Panel</translation>
    </message>
</context>
</TS>
