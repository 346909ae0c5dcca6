<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>CalendarChangeDialog</name>
    <message>
        <source>A weekday on which your city hall is closed, though it is not in the default calendar: a written confirmation due that day moves to the next working day.</source>
        <translation>Un día entre semana en que su alcaldía cierra, aunque no esté en el calendario predeterminado: una confirmación por escrito que venza ese día pasa al siguiente día hábil.</translation>
    </message>
    <message>
        <source>A default holiday on which your city hall is open after all: it counts as a working day, and a written confirmation may fall due on it.</source>
        <translation>Un día feriado predeterminado en que su alcaldía sí abre: cuenta como día hábil, y una confirmación por escrito puede vencer ese día.</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Add a closure day</source>
        <translation>Agregar un día de cierre</translation>
    </message>
    <message>
        <source>Add closure day</source>
        <translation>Agregar día de cierre</translation>
    </message>
    <message>
        <source>e.g. Cesar Chavez Day</source>
        <translation>p. ej., Día de César Chávez</translation>
    </message>
    <message>
        <source>Why the city hall is closed; shown in the calendar.</source>
        <translation>Por qué cierra la alcaldía; se muestra en el calendario.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Make a holiday a working day</source>
        <translation>Convertir un día feriado en día hábil</translation>
    </message>
    <message>
        <source>Make it a working day</source>
        <translation>Convertir en día hábil</translation>
    </message>
    <message>
        <source>e.g. City hall open, per the program manager</source>
        <translation>p. ej., La alcaldía abre, según el administrador del programa</translation>
    </message>
    <message>
        <source>Choose a default holiday</source>
        <translation>Elija un día feriado predeterminado</translation>
    </message>
    <message>
        <source>Holiday</source>
        <translation>Día feriado</translation>
    </message>
    <message>
        <source>Choose the holiday your city hall is open on.</source>
        <translation>Elija el día feriado en que abre su alcaldía.</translation>
    </message>
</context>
<context>
    <name>CalendarModel</name>
    <message>
        <source>Default</source>
        <translation>Predeterminado</translation>
    </message>
    <message>
        <source>Local closure</source>
        <translation>Cierre local</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Quitado</translation>
    </message>
    <message>
        <source>In force</source>
        <translation>Vigente</translation>
    </message>
    <message>
        <source>Monday</source>
        <translation>lunes</translation>
    </message>
    <message>
        <source>Tuesday</source>
        <translation>martes</translation>
    </message>
    <message>
        <source>Wednesday</source>
        <translation>miércoles</translation>
    </message>
    <message>
        <source>Thursday</source>
        <translation>jueves</translation>
    </message>
    <message>
        <source>Friday</source>
        <translation>viernes</translation>
    </message>
    <message>
        <source>Saturday</source>
        <translation>sábado</translation>
    </message>
    <message>
        <source>Sunday</source>
        <translation>domingo</translation>
    </message>
    <message>
        <source>Mon</source>
        <translation>lun</translation>
    </message>
    <message>
        <source>Tue</source>
        <translation>mar</translation>
    </message>
    <message>
        <source>Wed</source>
        <translation>mié</translation>
    </message>
    <message>
        <source>Thu</source>
        <translation>jue</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>vie</translation>
    </message>
    <message>
        <source>Sat</source>
        <translation>sáb</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>dom</translation>
    </message>
    <message>
        <source>Removed: a working day</source>
        <translation>Quitado: día hábil</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Día</translation>
    </message>
    <message>
        <source>Holiday or closure</source>
        <translation>Día feriado o cierre</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>Calendario</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
</context>
<context>
    <name>CalendarPage</name>
    <message>
        <source>After an incident, the written confirmation must reach the FOG program manager within {confirmation_working_days} working days. A working day is Monday to Friday, except the days off below: the holidays nearly every California city hall closes for, on their observed dates (a Saturday holiday on the Friday before, a Sunday one on the Monday after), plus the days your city hall is closed, minus the holidays it is open. When your city&apos;s calendar differs, change it here: the due dates on the Incidents page move with it. The records packet states the calendar used.</source>
        <translation>Después de un incidente, la confirmación por escrito debe llegar al administrador del programa de FOG dentro de {confirmation_working_days} días hábiles. Un día hábil es de lunes a viernes, salvo los días de descanso de abajo: los días feriados en que cierran casi todas las alcaldías de California, en sus fechas de observancia (un feriado en sábado se observa el viernes anterior y uno en domingo, el lunes siguiente), más los días en que su alcaldía cierra, menos los feriados en que abre. Si el calendario de su ciudad es distinto, cámbielo aquí: las fechas límite de la página Incidentes cambian con él. El paquete de registros indica el calendario usado.</translation>
    </message>
    <message>
        <source>Select a local closure or a removed holiday in the table first.</source>
        <translation>Primero seleccione en la tabla un cierre local o un día feriado quitado.</translation>
    </message>
    <message numerus="yes">
        <source>%n weekday(s) off</source>
        <translation>
            <numerusform>%n día entre semana de descanso</numerusform>
            <numerusform>%n días entre semana de descanso</numerusform>
        </translation>
    </message>
    <message>
        <source>Holiday calendar</source>
        <translation>Calendario de días feriados</translation>
    </message>
    <message>
        <source>Add a closure day…</source>
        <translation>Agregar un día de cierre…</translation>
    </message>
    <message>
        <source>Make a holiday a working day…</source>
        <translation>Convertir un feriado en día hábil…</translation>
    </message>
    <message>
        <source>Undo a change…</source>
        <translation>Deshacer un cambio…</translation>
    </message>
    <message>
        <source>Holiday calendar of {establishment}, {first} and {last}</source>
        <translation>Días feriados de {establishment}, {first} y {last}</translation>
    </message>
    <message>
        <source>the removal of the holiday of {date}</source>
        <translation>la eliminación del día feriado del {date}</translation>
    </message>
    <message>
        <source>the closure of {date}</source>
        <translation>el cierre del {date}</translation>
    </message>
</context>
<context>
    <name>ExportPage</name>
    <message>
        <source>Printable PDF, summary only: pages 1–2 for a quick hand-over (.pdf)</source>
        <translation>PDF para imprimir, solo el resumen: páginas 1–2 para entregar rápido (.pdf)</translation>
    </message>
    <message>
        <source>Records packet: workbook, PDF and every scan (.zip)</source>
        <translation>Paquete de registros: libro de Excel, PDF y todos los escaneos (.zip)</translation>
    </message>
    <message>
        <source>Workbook for Excel or LibreOffice (.xlsx)</source>
        <translation>Libro para Excel o LibreOffice (.xlsx)</translation>
    </message>
    <message>
        <source>Printable PDF, the full packet (.pdf)</source>
        <translation>PDF para imprimir, el paquete completo (.pdf)</translation>
    </message>
    <message>
        <source>The packet holds every record of the window: devices, the pump-out and cleaning log, manifests, training sign-offs, incidents, the obligations and their state, the scans and signatures, and the audit trail&apos;s verification.</source>
        <translation>El paquete contiene todos los registros del período: los equipos, el registro de bombeos y limpiezas, los manifiestos, las firmas de capacitación, los incidentes, las obligaciones y su estado, los escaneos y las firmas, y la verificación del registro de auditoría.</translation>
    </message>
    <message>
        <source>The PDF opened in your PDF viewer: print it from there (Ctrl+P).</source>
        <translation>El PDF se abrió en su visor de PDF: imprímalo desde allí (Ctrl+P).</translation>
    </message>
    <message>
        <source>Records packet for the inspector</source>
        <translation>Paquete de registros para el inspector</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Abrir carpeta</translation>
    </message>
    <message>
        <source>Open the PDF</source>
        <translation>Abrir el PDF</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <source>to</source>
        <translation>al</translation>
    </message>
    <message>
        <source>Records from</source>
        <translation>Registros del</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Guardar como</translation>
    </message>
    <message>
        <source>FOG-records-{establishment}-{day}</source>
        <translation>Registros-FOG-{establishment}-{day}</translation>
    </message>
    <message>
        <source>Save the records packet as</source>
        <translation>Guardar el paquete de registros como</translation>
    </message>
    <message>
        <source>Choose where to save the packet.</source>
        <translation>Elija dónde guardar el paquete.</translation>
    </message>
    <message>
        <source>The first date is after the last one.</source>
        <translation>La primera fecha es posterior a la última.</translation>
    </message>
    <message>
        <source>The folder {folder} does not exist.</source>
        <translation>La carpeta {folder} no existe.</translation>
    </message>
    <message>
        <source>Writing the printable summary</source>
        <translation>Escribiendo el resumen para imprimir</translation>
    </message>
    <message>
        <source>Writing the printable PDF</source>
        <translation>Escribiendo el PDF para imprimir</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message>
        <source>Saved {path}. Hand it to the inspector, or print the PDF.</source>
        <translation>Se guardó {path}. Entrégueselo al inspector o imprima el PDF.</translation>
    </message>
    <message>
        <source>Export cancelled; no file was saved.</source>
        <translation>Exportación cancelada; no se guardó ningún archivo.</translation>
    </message>
    <message>
        <source>The export failed and no file was saved: {reason}</source>
        <translation>La exportación falló y no se guardó ningún archivo: {reason}</translation>
    </message>
    <message>
        <source>No program opened {path}: open it from its folder.</source>
        <translation>Ningún programa abrió {path}: ábralo desde su carpeta.</translation>
    </message>
</context>
<context>
    <name>FileField</name>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Bring in logs kept on paper or in Excel through the records workbook (File &gt; Template, or an exported packet). Nothing is stored until the whole workbook is correct, and a record already here is never changed or added twice.</source>
        <translation>Traiga los registros que llevaba en papel o en Excel mediante el libro de registros (Archivo &gt; Plantilla, o un paquete exportado). No se guarda nada hasta que todo el libro esté correcto, y un registro que ya está aquí nunca se cambia ni se agrega dos veces.</translation>
    </message>
    <message>
        <source>nothing new</source>
        <translation>nada nuevo</translation>
    </message>
    <message>
        <source>Ready to add to {establishment}: {added}.</source>
        <translation>Listo para agregar a {establishment}: {added}.</translation>
    </message>
    <message>
        <source>Added to {establishment}: {added}.</source>
        <translation>Se agregó a {establishment}: {added}.</translation>
    </message>
    <message>
        <source>Already here, left as they are: {kept}.</source>
        <translation>Ya estaban aquí y se dejaron igual: {kept}.</translation>
    </message>
    <message>
        <source>Skipped sheets that are not ours: {sheets}.</source>
        <translation>Se omitieron hojas que no son de este libro: {sheets}.</translation>
    </message>
    <message>
        <source>Its earliest record, of {earliest}, is older than the day the records begin ({was}): Import asks whether to move that day.</source>
        <translation>Su registro más antiguo, del {earliest}, es anterior al día en que empiezan los registros ({was}): Importar le preguntará si desea mover ese día.</translation>
    </message>
    <message>
        <source>The records now begin on {earliest}.</source>
        <translation>Los registros ahora empiezan el {earliest}.</translation>
    </message>
    <message>
        <source>The records still begin on {was}.</source>
        <translation>Los registros siguen empezando el {was}.</translation>
    </message>
    <message>
        <source>Import records from a workbook</source>
        <translation>Importar registros de un libro de Excel</translation>
    </message>
    <message>
        <source>(the establishment named on the workbook&apos;s Cover)</source>
        <translation>(el establecimiento que indica la portada del libro)</translation>
    </message>
    <message>
        <source>Check the workbook</source>
        <translation>Revisar el libro</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importar</translation>
    </message>
    <message>
        <source>Workbook</source>
        <translation>Libro</translation>
    </message>
    <message>
        <source>Into</source>
        <translation>En</translation>
    </message>
    <message>
        <source>Workbook to import</source>
        <translation>Libro que desea importar</translation>
    </message>
    <message>
        <source>Workbook (*.xlsx)</source>
        <translation>Libro de Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>Choose the workbook to import.</source>
        <translation>Elija el libro que desea importar.</translation>
    </message>
    <message>
        <source>Checking every row…</source>
        <translation>Revisando cada fila…</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>Importando…</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) to correct in the workbook; nothing was imported:</source>
        <translation>
            <numerusform>Hay %n problema que corregir en el libro; no se importó nada:</numerusform>
            <numerusform>Hay %n problemas que corregir en el libro; no se importó nada:</numerusform>
        </translation>
    </message>
    <message>
        <source>The workbook can&apos;t be imported: {reason}</source>
        <translation>El libro no se puede importar: {reason}</translation>
    </message>
    <message>
        <source>The workbook holds records from {earliest}, before the day the records in {app} begin ({was}).</source>
        <translation>El libro contiene registros desde el {earliest}, antes del día en que empiezan los registros en {app} ({was}).</translation>
    </message>
    <message>
        <source>Move that day to {earliest}, so that these records are judged too? Kept on {was}, what came due before it is kept on paper and not judged.</source>
        <translation>¿Mover ese día al {earliest} para que estos registros también se evalúen? Si se mantiene el {was}, lo que vencía antes se conserva en papel y no se evalúa.</translation>
    </message>
    <message>
        <source>Move to {earliest} and import</source>
        <translation>Mover al {earliest} e importar</translation>
    </message>
    <message>
        <source>Keep {was} and import</source>
        <translation>Mantener el {was} e importar</translation>
    </message>
</context>
<context>
    <name>LinkPumpOutDialog</name>
    <message>
        <source>Every pump-out of this establishment has its manifest linked already. A pump-out logged later with this manifest no. links itself.</source>
        <translation>Todos los bombeos de este establecimiento ya tienen su manifiesto vinculado. Un bombeo que se anote después con este n.º de manifiesto se vincula solo.</translation>
    </message>
    <message>
        <source>{device}, {date}</source>
        <translation>{device}, {date}</translation>
    </message>
    <message>
        <source>{pump_out}: {gallons} gal</source>
        <translation>{pump_out}: {gallons} gal</translation>
    </message>
    <message>
        <source>manifest no. {number}</source>
        <translation>manifiesto n.º {number}</translation>
    </message>
    <message>
        <source>no manifest no.</source>
        <translation>sin n.º de manifiesto</translation>
    </message>
    <message>
        <source>Link a pump-out to manifest {number}</source>
        <translation>Vincular un bombeo al manifiesto {number}</translation>
    </message>
    <message>
        <source>Link pump-out</source>
        <translation>Vincular bombeo</translation>
    </message>
    <message>
        <source>Choose the pump-out that manifest {number} of {hauler}, dated {date}, covers. Only pump-outs without a manifest are listed; a pump-out still without one 7 days after it is flagged &quot;Manifest missing&quot;.</source>
        <translation>Elija el bombeo que cubre el manifiesto {number} de {hauler}, con fecha {date}. Solo se muestran los bombeos sin manifiesto; un bombeo que sigue sin manifiesto 7 días después se marca como &quot;Falta el manifiesto&quot;.</translation>
    </message>
    <message>
        <source>Pump-out</source>
        <translation>Bombeo</translation>
    </message>
    <message>
        <source>Choose the pump-out this manifest covers.</source>
        <translation>Elija el bombeo que cubre este manifiesto.</translation>
    </message>
</context>
<context>
    <name>ManifestDetail</name>
    <message>
        <source>Select a manifest to see the pump-outs it covers and its scans.</source>
        <translation>Seleccione un manifiesto para ver los bombeos que cubre y sus escaneos.</translation>
    </message>
    <message>
        <source>Hauler registration no.</source>
        <translation>N.º de registro del transportista</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Conductor</translation>
    </message>
    <message>
        <source>Hauler&apos;s phone</source>
        <translation>Teléfono del transportista</translation>
    </message>
    <message>
        <source>Disposal site</source>
        <translation>Sitio de disposición</translation>
    </message>
    <message>
        <source>Disposal site address</source>
        <translation>Dirección del sitio de disposición</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>{device} on {date}</source>
        <translation>{device} el {date}</translation>
    </message>
    <message>
        <source>A waste cooking oil receipt: it covers no pump-out.</source>
        <translation>Un recibo de aceite de cocina usado: no cubre ningún bombeo.</translation>
    </message>
    <message>
        <source>Covers no pump-out yet. If it is the manifest of a pump-out you logged, use the Link pump-out… button.</source>
        <translation>Aún no cubre ningún bombeo. Si es el manifiesto de un bombeo que usted anotó, use el botón Vincular bombeo….</translation>
    </message>
    <message>
        <source>Covers the pump-out of {pump_out}.</source>
        <translation>Cubre el bombeo de {pump_out}.</translation>
    </message>
    <message>
        <source>Covers the pump-outs of {listed} and {last}.</source>
        <translation>Cubre los bombeos de {listed} y {last}.</translation>
    </message>
    <message>
        <source>Manifest {number} of {hauler}, {date}</source>
        <translation>Manifiesto {number} de {hauler}, {date}</translation>
    </message>
</context>
<context>
    <name>ManifestFormDialog</name>
    <message>
        <source>Add a manifest or receipt</source>
        <translation>Agregar un manifiesto o recibo</translation>
    </message>
    <message>
        <source>Add manifest</source>
        <translation>Agregar manifiesto</translation>
    </message>
    <message>
        <source>Amend manifest {number} of {hauler}</source>
        <translation>Corregir el manifiesto {number} de {hauler}</translation>
    </message>
    <message>
        <source>Read it from the scan or photo…</source>
        <translation>Leerlo del escaneo o la foto…</translation>
    </message>
    <message>
        <source>Reads the fields of the last scan, photo or PDF added below (or one you choose) on this PC, offline; you tick those to use.</source>
        <translation>Lee en esta PC, sin internet, los campos del último escaneo, foto o PDF agregado abajo (o del que usted elija); usted marca los que se usan.</translation>
    </message>
    <message>
        <source>Manifest</source>
        <translation>Manifiesto</translation>
    </message>
    <message>
        <source>Disposal and invoice</source>
        <translation>Disposición y factura</translation>
    </message>
    <message>
        <source>Manifest no.</source>
        <translation>N.º de manifiesto</translation>
    </message>
    <message>
        <source>As printed on the manifest</source>
        <translation>Tal como aparece impreso en el manifiesto</translation>
    </message>
    <message>
        <source>Pump-outs with this no. link to it.</source>
        <translation>Los bombeos con este n.º se vinculan a él.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Waste type</source>
        <translation>Tipo de residuo</translation>
    </message>
    <message>
        <source>Gallons</source>
        <translation>Galones</translation>
    </message>
    <message>
        <source>e.g. 950</source>
        <translation>p. ej., 950</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Pumped from; (none) for an oil receipt.</source>
        <translation>De dónde se bombeó; (ninguno) para un recibo de aceite.</translation>
    </message>
    <message>
        <source>Waste hauler or oil recycler</source>
        <translation>Transportista o reciclador de aceite</translation>
    </message>
    <message>
        <source>Hauler</source>
        <translation>Transportista</translation>
    </message>
    <message>
        <source>Hauler registration no.</source>
        <translation>N.º de registro del transportista</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Conductor</translation>
    </message>
    <message>
        <source>Hauler&apos;s phone</source>
        <translation>Teléfono del transportista</translation>
    </message>
    <message>
        <source>e.g. (626) 555-0199</source>
        <translation>p. ej., (626) 555-0199</translation>
    </message>
    <message>
        <source>Disposal site</source>
        <translation>Sitio de disposición</translation>
    </message>
    <message>
        <source>Where the hauler took the waste</source>
        <translation>Adónde llevó los residuos el transportista</translation>
    </message>
    <message>
        <source>Disposal site address</source>
        <translation>Dirección del sitio de disposición</translation>
    </message>
    <message>
        <source>Invoice no.</source>
        <translation>N.º de factura</translation>
    </message>
    <message>
        <source>Invoice amount ($)</source>
        <translation>Monto de la factura ($)</translation>
    </message>
    <message>
        <source>e.g. 385.00</source>
        <translation>p. ej., 385.00</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Manifest {number} of {hauler} is recorded already: this paper may be a copy of it. Open that one to attach the scan.</source>
        <translation>El manifiesto {number} de {hauler} ya está registrado: este papel puede ser una copia. Abra ese para adjuntar el escaneo.</translation>
    </message>
    <message>
        <source>The pump-out of {device} it covers was on {date}: check the date on the manifest.</source>
        <translation>El bombeo de {device} que cubre fue el {date}: revise la fecha del manifiesto.</translation>
    </message>
    <message>
        <source>More than {device} holds ({capacity} gal): check the gallons on the manifest.</source>
        <translation>Más de lo que cabe en {device} ({capacity} gal): revise los galones en el manifiesto.</translation>
    </message>
    <message>
        <source>No disposal site was read: the ordinance asks that the manifest show it.</source>
        <translation>No se leyó ningún sitio de disposición: la ordenanza pide que el manifiesto lo indique.</translation>
    </message>
</context>
<context>
    <name>ManifestsModel</name>
    <message>
        <source>Manifest no.</source>
        <translation>N.º de manifiesto</translation>
    </message>
    <message>
        <source>Manifest
no.</source>
        <translation>N.º de
manifiesto</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Hauler</source>
        <translation>Transportista</translation>
    </message>
    <message>
        <source>Waste type</source>
        <translation>Tipo de residuo</translation>
    </message>
    <message>
        <source>Waste
type</source>
        <translation>Tipo de
residuo</translation>
    </message>
    <message>
        <source>Gallons</source>
        <translation>Galones</translation>
    </message>
    <message>
        <source>Invoice no.</source>
        <translation>N.º de factura</translation>
    </message>
    <message>
        <source>Invoice
no.</source>
        <translation>N.º de
factura</translation>
    </message>
    <message>
        <source>Invoice amount</source>
        <translation>Monto de la factura</translation>
    </message>
    <message>
        <source>Invoice
amount</source>
        <translation>Monto de
la factura</translation>
    </message>
    <message>
        <source>Device ID</source>
        <translation>ID del equipo</translation>
    </message>
    <message>
        <source>Device
ID</source>
        <translation>ID del
equipo</translation>
    </message>
    <message>
        <source>Pump-outs covered</source>
        <translation>Bombeos cubiertos</translation>
    </message>
    <message>
        <source>Pump-outs
covered</source>
        <translation>Bombeos
cubiertos</translation>
    </message>
</context>
<context>
    <name>ManifestsPage</name>
    <message>
        <source>Hauler manifests and oil receipts</source>
        <translation>Manifiestos de transportistas y recibos de aceite</translation>
    </message>
    <message>
        <source>Add manifest…</source>
        <translation>Agregar manifiesto…</translation>
    </message>
    <message numerus="yes">
        <source>%n manifest(s)</source>
        <translation>
            <numerusform>%n manifiesto</numerusform>
            <numerusform>%n manifiestos</numerusform>
        </translation>
    </message>
    <message>
        <source>No manifests yet. When the hauler pumps out your interceptor or collects your used cooking oil, add the manifest or receipt with Add manifest… and attach a scan or photo of it: the inspector asks for them.</source>
        <translation>Todavía no hay manifiestos. Cuando el transportista bombee su interceptor o recoja su aceite de cocina usado, agregue el manifiesto o el recibo con Agregar manifiesto… y adjunte un escaneo o una foto: el inspector los pide.</translation>
    </message>
    <message>
        <source>No manifest matches the search or the waste type chosen.</source>
        <translation>Ningún manifiesto coincide con la búsqueda o con el tipo de residuo elegido.</translation>
    </message>
    <message>
        <source>Search hauler, manifest no. or invoice no.</source>
        <translation>Buscar transportista, n.º de manifiesto o n.º de factura</translation>
    </message>
    <message>
        <source>All waste types</source>
        <translation>Todos los tipos de residuo</translation>
    </message>
    <message>
        <source>Waste type:</source>
        <translation>Tipo de residuo:</translation>
    </message>
    <message>
        <source>Link pump-out…</source>
        <translation>Vincular bombeo…</translation>
    </message>
    <message>
        <source>Link a pump-out logged without this manifest&apos;s number.</source>
        <translation>Vincular un bombeo anotado sin el número de este manifiesto.</translation>
    </message>
    <message>
        <source>manifest {number} of {hauler}</source>
        <translation>el manifiesto {number} de {hauler}</translation>
    </message>
    <message>
        <source>The pump-outs it covers ({pump_outs}) will show &quot;Manifest missing&quot; again until another manifest is linked to them.</source>
        <translation>Los bombeos que cubre ({pump_outs}) volverán a mostrar &quot;Falta el manifiesto&quot; hasta que se les vincule otro manifiesto.</translation>
    </message>
</context>
<context>
    <name>Page</name>
    <message>
        <source>Manifests</source>
        <translation>Manifiestos</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Holiday calendar</source>
        <translation>Calendario de días feriados</translation>
    </message>
</context>
<context>
    <name>ReadingDialog</name>
    <message>
        <source>Manifest no.</source>
        <translation>N.º de manifiesto</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Hauler</source>
        <translation>Transportista</translation>
    </message>
    <message>
        <source>Hauler registration no.</source>
        <translation>N.º de registro del transportista</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Conductor</translation>
    </message>
    <message>
        <source>Gallons</source>
        <translation>Galones</translation>
    </message>
    <message>
        <source>Waste type</source>
        <translation>Tipo de residuo</translation>
    </message>
    <message>
        <source>Disposal site</source>
        <translation>Sitio de disposición</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Read the manifest</source>
        <translation>Leer el manifiesto</translation>
    </message>
    <message>
        <source>Reading {name} on this PC; a photo takes a few seconds…</source>
        <translation>Leyendo {name} en esta PC; una foto tarda unos segundos…</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Usar</translation>
    </message>
    <message>
        <source>Read as</source>
        <translation>Leído como</translation>
    </message>
    <message>
        <source>How sure</source>
        <translation>Certeza</translation>
    </message>
    <message>
        <source>Use the ticked values</source>
        <translation>Usar los valores marcados</translation>
    </message>
    <message>
        <source>Tick each value that matches the paper; the form gets those alone, and nothing is saved until you save the form.</source>
        <translation>Marque cada valor que coincide con el papel; solo esos pasan al formulario, y nada se guarda hasta que usted guarde el formulario.</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) read. Choose one to see where it is on the page.</source>
        <translation>
            <numerusform>%n campo leído. Elija uno para ver dónde está en la página.</numerusform>
            <numerusform>%n campos leídos. Elija uno para ver dónde está en la página.</numerusform>
        </translation>
    </message>
    <message>
        <source>No field could be read: type them from the paper.</source>
        <translation>No se pudo leer ningún campo: escríbalos desde el papel.</translation>
    </message>
    <message>
        <source>The photo is small ({megapixels} MP): its small print is a few dots tall. A photo taken closer, the page filling the frame, reads more.</source>
        <translation>La foto es pequeña ({megapixels} MP): su letra pequeña mide apenas unos puntos. Una foto tomada más de cerca, con la página llenando el encuadre, se lee mejor.</translation>
    </message>
    <message>
        <source>Not sure: compare it with the paper.</source>
        <translation>Poco seguro: compárelo con el papel.</translation>
    </message>
</context>
</TS>
